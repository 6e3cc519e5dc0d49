//! A document parsed whole again after a change that could not be reparsed in place (a change
//! of the whole text) takes, at both ends of its root's list of records, the records of the
//! parse before it that are equal to its own: the old tree's nodes stay in use and the new
//! ones are dropped. Whoever remembered the old records by identity (the checks' cache, the
//! outline and the tokens sent) finds them again, and the two trees are not held side by side.

use rowan::{GreenNode, NodeOrToken};

use crate::Parse;

/// `parse` with the children at the start and end of its root that equal those of `old`
/// replaced by `old`'s own. The text, the tree's shape and the errors stay those of `parse`.
pub fn share_unchanged_records(parse: Parse, old: &Parse) -> Parse {
    let (new_root, old_root) = (parse.green(), old.green());
    if new_root.kind() != old_root.kind() || parse.format() != old.format() {
        return parse;
    }
    let new_children: Vec<_> = new_root.children().collect();
    let old_children: Vec<_> = old_root.children().collect();
    let prefix = new_children
        .iter()
        .zip(&old_children)
        .take_while(|(new, old)| new == old)
        .count();
    let room = new_children
        .len()
        .min(old_children.len())
        .saturating_sub(prefix);
    let suffix = new_children
        .iter()
        .rev()
        .zip(old_children.iter().rev())
        .take(room)
        .take_while(|(new, old)| new == old)
        .count();
    if prefix + suffix == 0 {
        return parse;
    }
    let middle = prefix..new_children.len().saturating_sub(suffix);
    let old_suffix_start = old_children.len().saturating_sub(suffix);
    let children = old_children
        .get(..prefix)
        .unwrap_or_default()
        .iter()
        .chain(new_children.get(middle).unwrap_or_default())
        .chain(old_children.get(old_suffix_start..).unwrap_or_default())
        .map(|child| match child {
            NodeOrToken::Node(node) => NodeOrToken::Node((*node).to_owned()),
            NodeOrToken::Token(token) => NodeOrToken::Token((*token).to_owned()),
        })
        .collect::<Vec<_>>();
    let green = GreenNode::new(new_root.kind(), children);
    let (_, errors, format) = parse.into_parts();
    Parse::new(green, errors, format)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{parse, Format};

    fn record_addresses(parse: &Parse) -> Vec<usize> {
        parse
            .green()
            .children()
            .filter_map(|child| child.into_node())
            .map(|node| node as *const _ as usize)
            .collect()
    }

    #[test]
    fn equal_records_at_both_ends_are_the_old_ones() {
        let records: Vec<String> = (1..=6)
            .map(|board| format!("B {board}\nH N:AKQJ.T98.765.432:\nR 7\n"))
            .collect();
        let before = records.join("\n");
        let mut changed = records.clone();
        changed[3] = "B 4\nH N:AKQJ.T98.765.432:\nR 8\n".to_string();
        let after = changed.join("\n");
        let old = parse(Format::Rbn, &before);
        let fresh = parse(Format::Rbn, &after);
        let shared = share_unchanged_records(fresh.clone(), &old);

        assert_eq!(shared.debug_dump(), fresh.debug_dump());
        assert_eq!(shared.syntax().text().to_string(), after);
        let (old_records, shared_records, fresh_records) = (
            record_addresses(&old),
            record_addresses(&shared),
            record_addresses(&fresh),
        );
        assert_eq!(shared_records.len(), 6);
        for index in [0, 1, 2, 4, 5] {
            assert_eq!(shared_records[index], old_records[index], "record {index}");
        }
        assert_eq!(shared_records[3], fresh_records[3]);
        assert_ne!(shared_records[3], old_records[3]);
    }

    #[test]
    fn records_added_and_removed_keep_the_text_and_errors() {
        let texts = [
            "B 1\nR 7\n\nB 2\nR 8\n\nB 3\nR 9\n",
            "B 1\nR 7\n\nB 3\nR 9\n",
            "B 1\nR 7\n\nB 2\nR 8\n\nB 2\nR 8\n\nB 3\nR 9\n",
            "B 1\nR 7\n\nB 2\nR 8\n\nB 3\nR 9\n\nH N:AK:\n",
            "",
            "% RBN 3.2\nB 1\nR 7\n",
        ];
        for before in texts {
            for after in texts {
                let old = parse(Format::Rbn, before);
                let fresh = parse(Format::Rbn, after);
                let shared = share_unchanged_records(fresh.clone(), &old);
                assert_eq!(
                    shared.debug_dump(),
                    fresh.debug_dump(),
                    "{before:?} then {after:?}"
                );
            }
        }
    }

    #[test]
    fn another_format_shares_nothing() {
        let old = parse(Format::Rbn, "B 1\nR 7\n");
        let fresh = parse(Format::Rbx, "B 1\nR 7\n");
        let shared = share_unchanged_records(fresh.clone(), &old);
        assert_eq!(record_addresses(&shared), record_addresses(&fresh));
    }
}
