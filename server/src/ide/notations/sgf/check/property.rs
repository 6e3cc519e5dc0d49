//! A property's identifier: how it is written, and which definition of the specification it
//! refers to in this game tree's `FF` version and game.

use super::codes;
use super::TreeInfo;
use crate::ide::check::Findings;
use crate::ide::green::sgf::{ff4_id, Property};
use crate::ide::{Diagnostic, Severity};
use gamerec_grammar::sgf::spec::{self, PropertySpec};
use gamerec_grammar::TextRange;
use std::borrow::Cow;

/// A property of a node with the identifier it stands for.
pub(super) struct Named<'a> {
    pub property: Property<'a>,
    /// The `FF[4]` identifier: the upper-case letters of the written one.
    pub id: Cow<'a, str>,
    pub range: TextRange,
    /// The definition that applies in this tree, when there is one.
    pub spec: Option<&'static PropertySpec>,
}

/// Reads the identifier of `property` and reports what is wrong with it. `None` for values
/// without an identifier (a syntax error already).
pub(super) fn name<'a>(
    property: Property<'a>,
    info: TreeInfo,
    out: &mut Findings,
) -> Option<Named<'a>> {
    let ident = property.ident()?;
    let (written, range) = (ident.text, ident.range);
    let id = ff4_id(written);
    if id.is_empty() {
        // `b[aa]`: readers drop lower-case letters and are left with nothing.
        out.push(Diagnostic::error(
            codes::LOWERCASE_IDENTIFIER,
            range,
            format!("`{written}` has no upper-case letter, so it names no property: property identifiers are upper case (`{}`)", written.to_ascii_uppercase()),
        ));
        return Some(Named {
            property,
            id,
            range,
            spec: None,
        });
    }
    if id.len() != written.len() && info.ff >= 4 {
        out.push(Diagnostic::error(
            codes::LOWERCASE_IDENTIFIER,
            range,
            format!("`{written}` has lower-case letters, which FF[4] does not allow in identifiers: write `{id}`"),
        ));
    }
    let spec = spec::property_in(&id, info.ff.clamp(1, 4), info.gm);
    // FF is how a file says which version it follows, whichever that is.
    if spec.is_none() && id != "FF" {
        out.extend(undefined(&id, range, info));
    }
    Some(Named {
        property,
        id,
        range,
        spec,
    })
}

/// Why no definition applies to `id`.
fn undefined(id: &str, range: TextRange, info: TreeInfo) -> Option<Diagnostic> {
    let Some(known) = spec::property(id) else {
        if id.len() > 2 {
            return Some(Diagnostic::warning(
                codes::LONG_IDENTIFIER,
                range,
                format!("`{id}` has more than two letters; SGF identifiers are one or two upper-case letters, and no version defines this one"),
            ));
        }
        return Some(Diagnostic::warning(
            codes::UNKNOWN_PROPERTY,
            range,
            format!("`{id}` is not an SGF property; programs keep it but give it no meaning"),
        ));
    };
    if !known.games.includes(info.gm) {
        return Some(Diagnostic::warning(
            codes::UNKNOWN_PROPERTY,
            range,
            format!(
                "`{id}` ({}) is not a property of this game (GM[{}])",
                known.name, info.gm
            ),
        ));
    }
    let ff = info.ff.clamp(1, 4);
    if let (Some(replacement), true) = (known.replaced_by, ff >= 4) {
        let advice = match replacement.strip_prefix("nothing: ") {
            Some(reason) => format!("{reason}, so remove it or keep it in a comment"),
            None => format!("FF[4] dropped it: use {replacement} instead"),
        };
        return Some(Diagnostic::new(
            codes::OBSOLETE_PROPERTY,
            Severity::Warning,
            range,
            format!("`{id}` ({}) is obsolete; {advice}", known.name),
        ));
    }
    let versions = match (known.versions.first(), known.versions.last()) {
        (Some(first), Some(last)) if first == last => format!("FF[{first}]"),
        (Some(first), Some(last)) => format!("FF[{first}]-FF[{last}]"),
        _ => "another version".to_owned(),
    };
    Some(Diagnostic::warning(
        codes::NOT_IN_VERSION,
        range,
        format!("`{id}` ({}) is defined in {versions}, not in FF[{ff}], the version this game tree declares", known.name),
    ))
}
