//! Tests of the Pinochle hover, over the clean example hand with a cursor put in.

use crate::ide::analysis::{hover, HoverCache};
use crate::ide::fixture::{parse_at, CURSOR};
use gamerec_grammar::Format;

/// The example hand of `docs/examples` with the cursor put before the first `at`.
fn example_at(at: &str) -> String {
    let path = gamerec_tiers::workspace_root().join("docs/examples/pinochle/club-evening.ppn");
    let text = std::fs::read_to_string(path).expect("the example hand");
    assert!(text.contains(at), "the example has no {at:?}");
    text.replacen(at, &format!("{CURSOR}{at}"), 1)
}

fn hover_text(fixture: &str) -> String {
    let (parse, offset) = parse_at(Format::Pinochle, fixture);
    hover(&parse, offset, &HoverCache::default())
        .map(|hover| hover.markup.to_plain_text())
        .unwrap_or_default()
}

fn example_hover(at: &str) -> String {
    hover_text(&example_at(at))
}

#[test]
fn a_tag_says_what_it_holds_and_where_export_wants_it() {
    let deal = example_hover("Deal \"E");
    assert!(deal.contains("dealer's left"), "{deal}");
    assert!(deal.contains("10th of the 20 mandatory tags"), "{deal}");
    let chat = hover_text("@P.19.3-R=[‸Chat \"N:gg\"]\n");
    assert!(chat.contains("segmental prefix"), "{chat}");
    let unknown = hover_text("[‸Bula \"60\"]\n");
    assert!(unknown.contains("does not define"), "{unknown}");
}

#[test]
fn headers_and_prefixes_are_put_in_words() {
    assert!(example_hover("PPN 1.0").contains("version 1.0"));
    assert!(example_hover("EXPORT").contains("mandatory tags"));
    let prefix = hover_text("@P.19.‸3-R=[Chat \"N:gg\"]\n");
    assert!(
        prefix.contains("From trick 19, throw 3 of the play to the result."),
        "{prefix}"
    );
    let open = hover_text("@‸M-=[North \"Ann\"]\n");
    assert!(
        open.contains("From the meld to the end of the hand."),
        "{open}"
    );
}

#[test]
fn the_deal_shows_every_hand_with_its_meld() {
    let deal = example_hover("AJ.ATQQJ");
    assert!(deal.contains("Deal: the hands clockwise from E"), "{deal}");
    assert!(deal.contains("E (Bert)  ♣TTKKQQJ  ♦AATKKQJ  ♠AQ"), "{deal}");
    assert!(deal.contains("7-7-2-4"), "{deal}");
    assert!(
        deal.contains("Meld by the standard double-deck table with spades trump"),
        "{deal}"
    );
    assert!(deal.contains("N (Ada): "), "{deal}");
}

#[test]
fn a_meld_shows_how_its_points_are_made() {
    let meld = example_hover(".KQJ.Q.KQ(8)");
    assert!(meld.contains("N (Ada)'s meld"), "{meld}");
    assert!(
        meld.contains(
            "pinochle 4, marriage in diamonds 2, marriage in hearts 2 = 8 by the standard \
             double-deck table."
        ),
        "{meld}"
    );
    assert!(!meld.contains("The record writes"), "{meld}");
    let other = hover_text(&example_at(".KQJ.Q.KQ(8)").replacen(
        "[Trump",
        "[Scoring \"Yahoo.com\"]\n[Trump",
        1,
    ));
    assert!(
        other.contains("Scoring names Yahoo.com, whose table gamerec does not know"),
        "{other}"
    );
}

#[test]
fn a_trick_says_who_led_won_and_why() {
    let first = example_hover("SA SQ SK (N2)");
    assert!(first.contains("Trick 1"), "{first}");
    assert!(first.contains("W (Dan) leads the J♠"), "{first}");
    assert!(
        first.contains("N (Ada) wins with the A♠, the highest trump"),
        "{first}"
    );
    assert!(
        first.contains("2 points: 2 for the aces, tens and kings."),
        "{first}"
    );
    let last = example_hover("CJ HJ DQ HA (W3)");
    assert!(last.contains("Trick 20"), "{last}");
    assert!(last.contains("and 2 for the last trick"), "{last}");
}

#[test]
fn a_call_says_who_made_it_and_what_stood() {
    let call = example_hover("56 Pass");
    assert!(call.contains("Auction, round 1"), "{call}");
    assert!(call.contains("W (Dan) bids 56."), "{call}");
    assert!(call.contains("Standing before: 52 by S (Cleo)."), "{call}");
    let out = example_hover("- 65 67");
    assert!(out.contains("round 3"), "{out}");
    assert!(out.contains("E (Bert) passed before and is out."), "{out}");
}

#[test]
fn scores_show_how_they_are_made_up() {
    let game = example_hover("0:0");
    assert!(game.contains("N (Ada) and S (Cleo): 0"), "{game}");
    let meld = example_hover("28:35");
    assert!(
        meld.contains("N (Ada) and S (Cleo): N 8 + S 20 = 28"),
        "{meld}"
    );
    let play = example_hover("20:30");
    assert!(play.contains("points in"), "{play}");
    let hand = example_hover("48:-67");
    assert!(
        hand.contains("E (Bert) and W (Dan): set, and lose the contract: -67"),
        "{hand}"
    );
    assert!(hand.contains("meld 28 + play 20 = 48"), "{hand}");
}
