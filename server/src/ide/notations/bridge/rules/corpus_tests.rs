//! The model against records: every auction, play and score of generated games, of games
//! scored here by hand and (in the corpus tier) of the shared PBN corpus must agree with the
//! Contract, Declarer, Result and Score tags they carry, and RBN 3.2's example record must fit
//! together. Reads the files with a small tag-and-token reader of its own, enough for these
//! sections.

use std::collections::HashMap;

use super::{
    Auction, AuctionResult, Bid, Call, Card, CardSet, Contract, Deal, Doubling, Play, Seat,
    Vulnerability,
};

/// Files that break the rules on purpose or are not PBN at all, and the rpbridge.net exports
/// (`example3.pbn`, `example4.pbn`, `shared_deals.pbn`), which leave out the passes before the
/// opening bid (their auctions start with the dealer's tag but the opener's call, so the
/// declarer comes out one or more seats off) and whose plays do not fit their deals.
const SKIPPED: &[&str] = &[
    "errors_10.pbn",
    "errors_21.pbn",
    "example3.pbn",
    "example4.pbn",
    "shared_deals.pbn",
    "training.pbn",
];

/// One game: its tags, and the tokens that follow each tag (the Auction and Play sections).
#[derive(Default)]
struct Game {
    tags: HashMap<String, String>,
    sections: HashMap<String, Vec<String>>,
}

impl Game {
    fn tag(&self, name: &str) -> Option<&str> {
        self.tags.get(name).map(String::as_str)
    }

    fn section(&self, name: &str) -> &[String] {
        self.sections.get(name).map_or(&[], Vec::as_slice)
    }
}

/// Splits a file into games at semi-empty lines outside brace comments, skipping `%` lines,
/// `;` comments and brace comments.
fn read_games(text: &str) -> Vec<Game> {
    let mut games = Vec::new();
    let mut game = Game::default();
    let mut section = String::new();
    let mut in_brace = false;
    for line in text.lines() {
        if !in_brace && line.trim().is_empty() {
            if !game.tags.is_empty() {
                games.push(std::mem::take(&mut game));
            }
            continue;
        }
        if !in_brace && line.starts_with('%') {
            continue;
        }
        let mut rest = line;
        if in_brace {
            match rest.find('}') {
                Some(end) => {
                    in_brace = false;
                    rest = &rest[end + 1..];
                }
                None => continue,
            }
        }
        loop {
            rest = rest.trim_start();
            let Some(first) = rest.chars().next() else {
                break;
            };
            match first {
                ';' => break,
                '{' => match rest.find('}') {
                    Some(end) => rest = &rest[end + 1..],
                    None => {
                        in_brace = true;
                        break;
                    }
                },
                '[' => {
                    let Some((name, value, after)) = read_tag(&rest[1..]) else {
                        break;
                    };
                    game.tags.entry(name.clone()).or_insert(value);
                    game.sections.entry(name.clone()).or_default();
                    section = name;
                    rest = after;
                }
                _ => {
                    let end = rest
                        .find(|c: char| c.is_whitespace() || matches!(c, '[' | '{' | ';'))
                        .unwrap_or(rest.len());
                    if let Some(tokens) = game.sections.get_mut(&section) {
                        tokens.push(rest[..end].to_owned());
                    }
                    rest = &rest[end..];
                }
            }
        }
    }
    if !game.tags.is_empty() {
        games.push(game);
    }
    games
}

/// `Name "value"]` (after the `[`): the name, the value and the text after the `]`.
fn read_tag(text: &str) -> Option<(String, String, &str)> {
    let text = text.trim_start();
    let name_end = text.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))?;
    let name = text[..name_end].to_owned();
    let after_name = text[name_end..].trim_start().strip_prefix('"')?;
    let mut value = String::new();
    let mut chars = after_name.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '\\' => value.extend(chars.next().map(|(_, c)| c)),
            '"' => {
                let after = after_name[i + 1..].trim_start().strip_prefix(']')?;
                return Some((name, value, after));
            }
            c => value.push(c),
        }
    }
    None
}

fn seat(text: &str) -> Option<Seat> {
    let mut chars = text.chars();
    let seat = Seat::from_letter(chars.next()?)?;
    chars.next().is_none().then_some(seat)
}

fn deal(text: &str) -> Option<Deal> {
    let (first, hands) = text.split_once(':')?;
    let hands: Vec<Option<CardSet>> = hands
        .split_whitespace()
        .map(|hand| (hand != "-").then(|| CardSet::parse_dotted(hand).ok()))
        .collect::<Option<_>>()?;
    Some(Deal::from_clockwise(seat(first)?, hands))
}

/// `Pass`, or a bid with `X` or `XX` after it, and the declarer.
fn contract(game: &Game) -> Option<Option<Contract>> {
    let text = game.tag("Contract")?;
    if text == "Pass" {
        return Some(None);
    }
    let (bid, doubled) = if let Some(bid) = text.strip_suffix("XX") {
        (bid, Doubling::Redoubled)
    } else if let Some(bid) = text.strip_suffix('X') {
        (bid, Doubling::Doubled)
    } else {
        (text, Doubling::Undoubled)
    };
    let declarer = seat(game.tag("Declarer")?)?;
    Some(Some(Contract::new(Bid::parse(bid)?, doubled, declarer)))
}

fn vulnerability(text: &str) -> Option<Vulnerability> {
    match text {
        "None" | "Love" | "-" => Some(Vulnerability::None),
        "NS" => Some(Vulnerability::NorthSouth),
        "EW" => Some(Vulnerability::EastWest),
        "All" | "Both" => Some(Vulnerability::Both),
        _ => None,
    }
}

/// Calls of the Auction section; `None` for an incomplete auction or one with irregularities.
fn auction(game: &Game) -> Option<Result<Auction, String>> {
    let mut auction = Auction::new(seat(game.tag("Auction")?)?);
    for token in game.section("Auction") {
        // Some writers spell calls in other cases (`PASS`, `pass`); the model does not care.
        let token = token.trim_end_matches(['!', '?']).to_ascii_uppercase();
        let call = match token.as_str() {
            "" => continue,
            _ if token.starts_with(['=', '$']) => continue,
            "*" | "+" => return None,
            _ if token.starts_with('^') => return None,
            "-" => {
                if let Err(error) = auction.skip_turn() {
                    return Some(Err(error.to_string()));
                }
                continue;
            }
            "AP" => {
                if let Err(error) = auction.push_all_pass() {
                    return Some(Err(error.to_string()));
                }
                continue;
            }
            "PASS" => Call::Pass,
            "X" => Call::Double,
            "XX" => Call::Redouble,
            bid => match Bid::parse(bid) {
                Some(bid) => Call::Bid(bid),
                None => return Some(Err(format!("not a call: {bid}"))),
            },
        };
        if let Err(error) = auction.push(call) {
            return Some(Err(error.to_string()));
        }
    }
    Some(Ok(auction))
}

/// Plays the Play section, four cards a trick in columns from the Play tag's seat. `None`
/// when the section is incomplete, marks irregularities or uses unknown cards.
fn play(game: &Game, deal: &Deal, contract: &Contract) -> Option<Result<Play, String>> {
    let first_column = seat(game.tag("Play")?)?;
    let tokens: Vec<String> = game
        .section("Play")
        .iter()
        .map(|token| token.trim_end_matches(['!', '?']).to_ascii_uppercase())
        .filter(|token| !token.is_empty() && !token.starts_with(['=', '$']))
        .collect();
    if tokens.iter().any(|t| t.starts_with('^') || t == "-") {
        return None;
    }
    let cards: Vec<Card> = tokens
        .iter()
        .take_while(|t| !matches!(t.as_str(), "*" | "+"))
        .map(|t| Card::from_letters(t))
        .collect::<Option<_>>()?;
    let mut play = Play::new(deal, contract);
    for trick in cards.chunks(4) {
        let leader = play.on_lead()?;
        for k in 0..trick.len() {
            let seat = leader.after(k);
            let column = (seat.index() + 4 - first_column.index()) % 4;
            let &card = trick.get(column)?;
            if let Err(error) = play.play(seat, card) {
                return Some(Err(error.to_string()));
            }
        }
    }
    Some(Ok(play))
}

/// North-South's score in the Score tag: `NS n`, `EW n` or declarer's bare `n`.
fn tagged_ns_score(game: &Game, contract: &Contract) -> Option<i32> {
    let text = game.tag("Score")?;
    let mut words = text.split_whitespace();
    let (side, number) = match (words.next()?, words.next()) {
        ("NS", Some(n)) => (Some(true), n),
        ("EW", Some(n)) => (Some(false), n),
        (n, None) => (None, n),
        _ => return None,
    };
    let score: i32 = number.trim_start_matches('+').parse().ok()?;
    let ns_declares = contract.declarer.side() == super::Side::NorthSouth;
    Some(match side {
        Some(true) => score,
        Some(false) => -score,
        None if ns_declares => score,
        None => -score,
    })
}

#[derive(Default)]
struct Tally {
    auctions: usize,
    plays: usize,
    scores: usize,
    problems: Vec<String>,
}

fn check_game(game: &Game, file: &str, tally: &mut Tally) {
    let board = game.tag("Board").unwrap_or("?");
    let mut problem = |what: String| tally.problems.push(format!("{file} board {board}: {what}"));
    let tagged = contract(game);
    if let (Some(Ok(auction)), Some(tagged)) = (auction(game), tagged) {
        let derived = match auction.result() {
            Some(AuctionResult::Contract(contract)) => Some(Some(contract)),
            Some(AuctionResult::PassedOut) => Some(None),
            None => None,
        };
        if let Some(derived) = derived {
            tally.auctions += 1;
            if derived != tagged {
                problem(format!("auction gives {derived:?}, tags say {tagged:?}"));
            }
        }
    } else if let Some(Err(error)) = auction(game) {
        problem(format!("auction: {error}"));
    }
    let Some(Some(contract)) = tagged else {
        return;
    };
    let tricks: Option<u8> = game.tag("Result").and_then(|r| r.parse().ok());
    if let (Some(deal), true) = (
        game.tag("Deal").and_then(deal),
        !game.section("Play").is_empty(),
    ) {
        match play(game, &deal, &contract) {
            Some(Ok(play)) => {
                tally.plays += 1;
                let won = play.declarer_tricks().unwrap_or(0);
                let lost = play.tricks_won(contract.declaring_side().opponents());
                if let Some(tricks) = tricks.map(usize::from) {
                    let agrees = if play.is_finished() {
                        won == tricks
                    } else {
                        won <= tricks && lost <= 13 - tricks.min(13)
                    };
                    if !agrees {
                        problem(format!(
                            "play: declarer {won}, defence {lost}, Result {tricks}"
                        ));
                    }
                }
            }
            Some(Err(error)) => problem(format!("play: {error}")),
            None => {}
        }
    }
    let vulnerable = game.tag("Vulnerable").and_then(vulnerability);
    if let (Some(tricks), Some(vulnerable), Some(tagged)) =
        (tricks, vulnerable, tagged_ns_score(game, &contract))
    {
        tally.scores += 1;
        match contract.ns_score(tricks, vulnerable) {
            Ok(score) if score == tagged => {}
            computed => problem(format!(
                "{contract} {tricks} tricks {vulnerable}: score {computed:?}, tag {tagged}"
            )),
        }
    }
}

#[test]
fn corpus_auctions_plays_and_scores_agree_with_their_tags() {
    let Some(files) = crate::ide::fixture::corpus_files(&["pbn"]) else {
        return;
    };
    let mut tally = Tally::default();
    for file in files {
        let name = file.file_name();
        if SKIPPED.contains(&name) {
            continue;
        }
        for game in read_games(&file.text) {
            check_game(&game, name, &mut tally);
        }
    }
    assert_eq!(tally.problems, Vec::<String>::new());
    // The files checked hold over a thousand complete auctions and hundreds of plays and
    // scores.
    assert!(tally.auctions > 1000, "{} auctions", tally.auctions);
    assert!(tally.plays > 500, "{} plays", tally.plays);
    assert!(tally.scores > 400, "{} scores", tally.scores);
}

/// The generator deals, bids and plays by rules of its own: the model agrees with the
/// contract, declarer and result it writes.
#[test]
fn generated_auctions_and_plays_agree_with_their_tags() {
    let mut tally = Tally::default();
    for game in read_games(&crate::generate::pbn(64 * 1024)) {
        check_game(&game, "generated", &mut tally);
    }
    assert_eq!(tally.problems, Vec::<String>::new());
    assert!(tally.auctions > 60, "{} auctions", tally.auctions);
    assert!(tally.plays > 40, "{} plays", tally.plays);
}

/// One game with only the tags the score needs.
fn scored_game(
    declarer: &str,
    contract: &str,
    tricks: u8,
    vulnerable: &str,
    score: &str,
) -> String {
    format!(
        "[Vulnerable \"{vulnerable}\"]\n[Declarer \"{declarer}\"]\n[Contract \"{contract}\"]\n\
         [Result \"{tricks}\"]\n[Score \"{score}\"]\n\n"
    )
}

/// Scores worked out by hand: part scores, games and slams, doubled and redoubled, made, with
/// overtricks and down, either side vulnerable, in all three ways of writing the Score tag.
#[test]
fn hand_scored_games_agree_with_their_tags() {
    let games = [
        scored_game("N", "4S", 10, "None", "NS 420"),
        scored_game("E", "3NT", 10, "All", "EW 630"),
        scored_game("S", "2HX", 7, "NS", "NS -200"),
        scored_game("W", "1NT", 7, "None", "90"),
        scored_game("S", "6S", 12, "NS", "NS 1430"),
        scored_game("N", "4SX", 10, "None", "NS 590"),
        scored_game("E", "7NTXX", 13, "All", "EW 2980"),
        scored_game("N", "3C", 6, "None", "NS -150"),
        scored_game("W", "5DX", 7, "None", "NS 800"),
        scored_game("E", "2SX", 9, "NS", "EW 570"),
    ];
    let mut tally = Tally::default();
    for game in read_games(&games.concat()) {
        check_game(&game, "by hand", &mut tally);
    }
    assert_eq!(tally.problems, Vec::<String>::new());
    assert_eq!(tally.scores, games.len());

    let mut wrong = Tally::default();
    for game in read_games(&scored_game("N", "4S", 10, "None", "NS 620")) {
        check_game(&game, "by hand", &mut wrong);
    }
    assert_eq!(wrong.problems.len(), 1, "{:?}", wrong.problems);
}

#[test]
fn reader_splits_games_and_sections() {
    let text = "% PBN 2.1\n[Event \"a\"]\n[Auction \"N\"]\n1S =1= X { note\nmore } Pass ; c\n\
                AP\n[Note \"1:x\"]\n  \n[Event \"b\"] [Contract \"3NT\"]\n";
    let games = read_games(text);
    assert_eq!(games.len(), 2);
    assert_eq!(
        games[0].section("Auction"),
        ["1S", "=1=", "X", "Pass", "AP"]
    );
    assert_eq!(games[0].tag("Note"), Some("1:x"));
    assert_eq!(games[1].tag("Contract"), Some("3NT"));
    assert_eq!(games[1].tag("Event"), Some("b"));
}

/// The cards of one RBN trick such as `CQ!H483`: a suit letter before a card, except when the
/// card follows the suit led; `!`, `?`, `*` and `^n` annotate the card before them.
fn rbn_trick(text: &str) -> Option<Vec<Card>> {
    let mut cards: Vec<Card> = Vec::new();
    let mut suit = None;
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            '!' | '?' | '*' => {}
            '^' => {
                chars.next();
            }
            c => match super::Suit::from_letter(c) {
                Some(named) => suit = Some(named),
                None => {
                    let rank = super::Rank::from_char(c)?;
                    let led = cards.first().map(|card| card.suit);
                    cards.push(Card::new(suit.take().or(led)?, rank));
                }
            },
        }
    }
    Some(cards)
}

#[test]
fn rbn_example_record_fits_together() {
    // RBN 3.2's "Florida Belles" record: its H, A, C, P and R labels.
    let mut deal = Deal::new();
    let hands = "A8765.QT.K9.AT87:J42.AJ7632.J.632:QT3.85.Q86.KQJ54:";
    let hands = hands.split(':').map(|h| CardSet::parse_dotted(h).ok());
    for (seat, hand) in Seat::West.clockwise_from().into_iter().zip(hands) {
        deal.set_hand(seat, hand.filter(|h| !h.is_empty()));
    }
    assert_eq!(deal.hand(Seat::South), None);
    let south = deal.complete(Seat::South);
    assert_eq!(
        south.map(CardSet::to_dotted),
        Ok("K9.K94.AT75432.9".to_owned())
    );

    let mut auction = Auction::new(Seat::West);
    for call in ["1S", "2H", "2S", "4D", "4S", "P", "P", "5H", "X"] {
        let call = match call {
            "P" => Call::Pass,
            "X" => Call::Double,
            bid => Call::Bid(Bid::parse(bid).unwrap()),
        };
        auction.push(call).unwrap();
    }
    assert_eq!(auction.push_all_pass(), Ok(3));
    let Some(AuctionResult::Contract(contract)) = auction.result() else {
        panic!("no contract");
    };
    assert_eq!(contract.to_string(), "5♥X by North");

    let mut play = Play::new(&deal, &contract);
    for trick in "CK972:CQ!H483:DA9J6:D2KH28:SJ?QKA:CA".split(':') {
        for card in rbn_trick(trick).unwrap() {
            let seat = play.next_to_play().unwrap();
            play.play(seat, card).unwrap();
        }
    }
    assert_eq!(play.completed_tricks(), 5);
    assert_eq!(play.declarer_tricks(), Some(3));
    assert_eq!(play.tricks_won(contract.declaring_side().opponents()), 2);
    assert_eq!(play.current_trick().map(|t| t.leader), Some(Seat::West));

    // R 9-300: nine tricks, North-South minus 300, not vulnerable (Z).
    assert_eq!(contract.ns_score(9, Vulnerability::None), Ok(-300));
}
