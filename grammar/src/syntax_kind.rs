//! `SyntaxKind`: one enum naming every token and node of every format, in sections per format.
//!
//! Each format owns its section and prefixes its kinds with the format's name. Add kinds at the
//! end of your own section; the numbers are not stable across versions and are never stored.

macro_rules! syntax_kinds {
    ($($(#[$doc:meta])* $name:ident,)*) => {
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[repr(u16)]
        #[allow(non_camel_case_types)]
        pub enum SyntaxKind {
            $($(#[$doc])* $name,)*
        }

        impl SyntaxKind {
            /// Every kind, indexed by its raw number.
            pub const ALL: &'static [SyntaxKind] = &[$(SyntaxKind::$name,)*];
        }
    };
}

impl SyntaxKind {
    pub fn from_raw(raw: u16) -> Option<SyntaxKind> {
        SyntaxKind::ALL.get(usize::from(raw)).copied()
    }

    /// The kind of a green node or token: its raw number read back, `ERROR` for a number no
    /// kind has (which the parsers never write).
    pub fn of_raw(raw: rowan::SyntaxKind) -> SyntaxKind {
        SyntaxKind::from_raw(raw.0).unwrap_or(SyntaxKind::ERROR)
    }
}

syntax_kinds! {
    // ---- shared by every format ----
    /// Text the parser could not place; a node wrapping it, or a token standing alone.
    ERROR,
    /// Spaces and tabs.
    WHITESPACE,
    /// One line end: LF, CRLF or a lone CR.
    NEWLINE,

    // ---- RBN and RBX ----
    /// Root of an RBN document.
    RBN_FILE,
    /// Root of an RBX document.
    RBX_FILE,
    /// One record: a run of non-blank lines (RBN) or one line (RBX).
    RBN_RECORD,
    /// A `%` line (RBN) or `%{...}` group (RBX): text that is not part of the data.
    RBN_COMMENT,
    /// A free-text paragraph `{...}`, which may span lines in RBN.
    RBN_FREE_TEXT,
    /// `D` date and time.
    RBN_DATE_LABEL,
    /// `T` title and author.
    RBN_TITLE_LABEL,
    /// `L` location.
    RBN_LOCATION_LABEL,
    /// `E` event or main heading.
    RBN_EVENT_LABEL,
    /// `F` form of scoring.
    RBN_SCORING_LABEL,
    /// `S` session, stage or subheading.
    RBN_SESSION_LABEL,
    /// `K` team names and carryovers.
    RBN_TEAMS_LABEL,
    /// `N` names of players and room or table.
    RBN_NAMES_LABEL,
    /// `B` board number.
    RBN_BOARD_LABEL,
    /// `H` hands.
    RBN_HAND_LABEL,
    /// `A` auction.
    RBN_AUCTION_LABEL,
    /// `C` contract and declarer.
    RBN_CONTRACT_LABEL,
    /// `P` play.
    RBN_PLAY_LABEL,
    /// `R` result and score.
    RBN_RESULT_LABEL,
    /// `M` makes at double dummy.
    RBN_MAKES_LABEL,
    /// `I` item list, possibly over several lines.
    RBN_ITEMS_LABEL,
    /// `0`-`9` explanatory note.
    RBN_NOTE_LABEL,
    /// One colon-separated field of a label value.
    RBN_FIELD,
    /// The date part of a `D` value: year, month, day, end day, circa.
    RBN_DATE,
    /// The `H` value: first seat and hands.
    RBN_DEAL,
    /// One bidding round of an auction.
    RBN_ROUND,
    /// One call with its annotations.
    RBN_CALL,
    /// The contract part of a `C` value: level, strain, risk, goal.
    RBN_CONTRACT,
    /// One entry of an `I` item list: item, `=`, value.
    RBN_ITEM,
    /// `%` that starts a comment.
    RBN_PERCENT,
    /// `RBN` or `RBX` in the signature comment on the first line.
    RBN_SIGNATURE,
    /// The text of a comment.
    RBN_COMMENT_TEXT,
    /// The label letter or note digit that starts a label.
    RBN_LABEL_NAME,
    /// `{`
    RBN_L_BRACE,
    /// `}`
    RBN_R_BRACE,
    /// Free text or the text of a field.
    RBN_TEXT,
    /// `|`, a line break written on one line.
    RBN_BAR,
    /// `:` separator.
    RBN_COLON,
    /// `;` separator (hidden hand, trivial plays follow).
    RBN_SEMICOLON,
    /// `.` between suits: a piece of a `RBN_HAND_RUN`, not a token of the tree.
    RBN_DOT,
    /// `+` between partners (N) or before South's or East's makes (M).
    RBN_PLUS,
    /// `=` in an item or in the makes.
    RBN_EQUALS,
    /// `::`, a literal colon in T, L, E and S.
    RBN_ESCAPED_COLON,
    /// Four-digit year (digits or `?`).
    RBN_YEAR,
    /// Two-digit month.
    RBN_MONTH,
    /// Two-digit day (also the end day of a span).
    RBN_DAY,
    /// `C` after a year or month: circa.
    RBN_CIRCA,
    /// Time of day: hh, hhmm or hhmmss.
    RBN_TIME,
    /// `G`: the date and time are GMT.
    RBN_GMT,
    /// The first seat of a deal.
    RBN_SEAT,
    /// One card of a holding, a rank, `x` or `?`: a piece of a `RBN_HAND_RUN`, not a token of
    /// the tree.
    RBN_CARD,
    /// The hands of an `H` value as one token (`:AK2.QJ.T98.765:...`), up to a character that
    /// is no card: each `:` or `;` (hidden) starts a hand, each `.` a suit.
    RBN_HAND_RUN,
    /// The dealer of an auction.
    RBN_DEALER,
    /// The vulnerability of an auction.
    RBN_VULNERABILITY,
    /// The level of a bid or contract, 1-7.
    RBN_LEVEL,
    /// The strain of a bid or contract: C, D, H, S or N.
    RBN_STRAIN,
    /// `P`: pass (or passed out in R).
    RBN_PASS,
    /// `X`: double.
    RBN_DOUBLE,
    /// `R`: redouble.
    RBN_REDOUBLE,
    /// `A`: all pass.
    RBN_ALL_PASS,
    /// `Y`: your call or your play.
    RBN_QUERY,
    /// `! ? !! ?? !? ?!` or `*` after a call or play.
    RBN_ANNOTATION,
    /// `^n`: see note n.
    RBN_NOTE_REF,
    /// `X` or `R` in a contract.
    RBN_RISK,
    /// The goal of a contract: a number of tricks or `M`.
    RBN_GOAL,
    /// The declarer of a contract.
    RBN_DECLARER,
    /// The opening leader when not left of declarer.
    RBN_LEADER,
    /// The plays and trick separators of a `P` value as one token, up to an annotation, a
    /// note reference or an error: the whole value when it has none of these. Read into
    /// pieces by `rbn::play_pieces`: `RBN_PLAY`, `RBN_PSEUDO_PLAY`, `RBN_QUERY`, `RBN_COLON`
    /// and `RBN_SEMICOLON`.
    RBN_PLAY_RUN,
    /// One play as read from a `RBN_PLAY_RUN` (not a token of the tree): a rank (following
    /// suit) or a suit and a rank.
    RBN_PLAY,
    /// One pseudo play as read from a `RBN_PLAY_RUN` (not a token of the tree): `- ~ + .`,
    /// possibly after a suit, an insignificant play.
    RBN_PSEUDO_PLAY,
    /// Tricks won by declarer in R.
    RBN_TRICKS,
    /// A raw or effective score in R, sign included.
    RBN_SCORE,
    /// A run of makes in M, one hexadecimal digit or `?` each.
    RBN_MAKES,
    /// `!` in M: makes are 13 minus the partner side's.
    RBN_NOT,

    // ---- PBN ----
    /// Root of a PBN document.
    PBN_FILE,
    /// One `%` escape line: `% PBN 2.1`, `% EXPORT`, `%Creator: ...`, or any other.
    PBN_DIRECTIVE,
    /// One game: everything between two semi-empty lines.
    PBN_GAME,
    /// A tag pair: `[` name value `]`.
    PBN_TAG,
    /// The quoted value of a tag pair, with its pieces lexed inside for the tags that have a syntax.
    PBN_TAG_VALUE,
    /// The `Deal` value: first seat, `:`, and the hands, separated by white space. A hand is
    /// a `PBN_CARD_RUN`, or `-` for an unknown hand; a hand with characters that are no
    /// rank is split by `ERROR` tokens.
    PBN_DEAL,
    /// One column of a table's column specification: order, name, width.
    PBN_COLUMN,
    /// The `Auction` tag, its calls with their annotations (in `PBN_AUCTION_RUN` tokens, or
    /// as tokens of their own in a word with an error), and its `Note` tags.
    PBN_AUCTION,
    /// The `Play` tag, its cards with their annotations (in `PBN_PLAY_RUN` tokens, or as
    /// tokens of their own in a word with an error), and its `Note` tags.
    PBN_PLAY,
    /// A supplemental table: its tag (the column specification) and its rows.
    PBN_TABLE,
    /// One row of table elements, as many as the table has columns.
    PBN_TABLE_ROW,
    /// A quoted string used as a table element.
    PBN_STRING,
    /// `%` starting an escape line.
    PBN_PERCENT,
    /// The word naming a directive: `PBN`, `EXPORT`, `Content-type:`, `BCOptions`, ...
    PBN_DIRECTIVE_NAME,
    /// The rest of a directive line.
    PBN_DIRECTIVE_TEXT,
    /// A `;` comment to the end of the line or a `{...}` comment.
    PBN_COMMENT,
    /// `[`
    PBN_L_BRACK,
    /// `]`
    PBN_R_BRACK,
    /// The name of a tag pair.
    PBN_TAG_NAME,
    /// `"` opening or closing a string.
    PBN_QUOTE,
    /// Plain text inside a string.
    PBN_STRING_TEXT,
    /// `\"` or `\\` inside a string.
    PBN_ESCAPE,
    /// `#` or `##`: the value is inherited from a previous game.
    PBN_INHERIT,
    /// `?`: the value is unknown.
    PBN_UNKNOWN,
    /// A seat: `N`, `E`, `S` or `W`.
    PBN_SEAT,
    /// `:` in a deal or a note.
    PBN_COLON,
    /// `.` between suits or date fields.
    PBN_DOT,
    /// The ranks and `.` of a hand as one token (`AK73.Q2..JT9852`), up to a character that
    /// is neither: a whole hand when it is written well. Each rank is a card of the suit that
    /// the dots before it count to.
    PBN_CARD_RUN,
    /// `-`: an unknown hand in a deal.
    PBN_DASH,
    /// The level of a contract, `1` to `7`.
    PBN_LEVEL,
    /// The denomination of a contract: `S`, `H`, `D`, `C` or `NT`.
    PBN_STRAIN,
    /// `X` or `XX` after a contract.
    PBN_RISK,
    /// `Pass` as a contract.
    PBN_PASS,
    /// `^` marking an irregular declarer or result.
    PBN_CARET,
    /// A vulnerability word: `None`, `NS`, `EW`, `All`, `Love`, `Both` or `-`.
    PBN_VULNERABILITY,
    /// `NS` or `EW` in a result or score.
    PBN_SIDE,
    /// A number: board, tricks, score, note index.
    PBN_NUMBER,
    /// `/` in a rubber score.
    PBN_SLASH,
    /// One field of a date, digits or `?`.
    PBN_DATE_FIELD,
    /// `;` between the columns of a table's column specification.
    PBN_SEMICOLON,
    /// `+` (descending) or `-` (ascending) before a column name.
    PBN_COLUMN_ORDER,
    /// The name of a table column.
    PBN_COLUMN_NAME,
    /// `\` width and alignment of a column, e.g. `\2R`.
    PBN_COLUMN_WIDTH,
    /// Calls and their annotations in the auction section, with the spaces and line ends
    /// between them, as one token: words that are all calls and annotations, one after another
    /// up to a comment, a tag, a word with an error or the end of the game. Its pieces are
    /// `PBN_CALL` and annotation, `WHITESPACE` and `NEWLINE` tokens that are not in the tree.
    PBN_AUCTION_RUN,
    /// Cards and their annotations in the play section, as one token: as `PBN_AUCTION_RUN`,
    /// of `PBN_CARD` pieces.
    PBN_PLAY_RUN,
    /// A call in the auction section: `Pass`, `X`, `XX`, `1C`..`7NT`, `AP`, `-`.
    PBN_CALL,
    /// A card in the play section: `SA`, `h2`, `-`.
    PBN_CARD,
    /// A suffix annotation: `!`, `?`, `!!`, `??`, `!?`, `?!`.
    PBN_SUFFIX,
    /// A note reference `=n=`.
    PBN_NOTE_REF,
    /// A numeric annotation glyph `$n`.
    PBN_NAG,
    /// An irregularity: `^I`, `^S`, `^R`, `^L`.
    PBN_IRREGULARITY,
    /// `*`: the rest of the auction or play is unknown.
    PBN_STAR,
    /// `+`: the next call or card is to be made.
    PBN_PLUS,
    /// One element of a table row that is not a quoted string.
    PBN_TABLE_ELEMENT,

    // ---- SGF ----
    /// Root of an SGF document.
    SGF_FILE,
    /// Text outside every game tree: a header before the first `(` or a trailer after the last `)`.
    SGF_JUNK,
    /// `(` opening a game tree.
    SGF_L_PAREN,
    /// `)` closing a game tree.
    SGF_R_PAREN,
    /// `;` starting a node.
    SGF_SEMICOLON,
    /// A property identifier as written, old lower-case letters included (`B`, `CoPyright`).
    SGF_PROP_IDENT,
    /// `[` opening a property value.
    SGF_L_BRACKET,
    /// `]` closing a property value.
    SGF_R_BRACKET,
    /// A run of plain characters inside a property value.
    SGF_TEXT,
    /// A backslash and the character it escapes: `\]`, `\\`, `\:`.
    SGF_ESCAPE,
    /// A backslash followed by a line end: a soft line break, removed from the text.
    SGF_SOFT_BREAK,
    /// The `:` that splits a compose value into its two parts.
    SGF_COLON,
    /// Two letters naming a board point or a move (`dp`), in properties that take points.
    SGF_POINT,
    /// One game tree: `(`, its nodes, its variations, `)`.
    SGF_GAME_TREE,
    /// One node: `;` and its properties.
    SGF_NODE,
    /// One property: identifier and values.
    SGF_PROPERTY,
    /// One property value: `[`, content, `]`.
    SGF_PROP_VALUE,

    // ---- Preferans PPN (Portable Preferans Notation; not Pinochle's PPN) ----
    /// Root of a Preferans PPN document.
    PREF_FILE,
    /// One game: an info section and the game section after it (either may be missing).
    PREF_RECORD,
    /// The info section: a run of tag pairs.
    PREF_INFO_SECTION,
    /// The game section: a run of rounds, one per deal.
    PREF_GAME_SECTION,
    /// A tag pair: `[`, name, value, `]`.
    PREF_TAG,
    /// The value of a tag pair, quoted or not.
    PREF_TAG_VALUE,
    /// One round (deal): `[`, its fields separated by spaces, `]`.
    PREF_ROUND,
    /// Field `id`: the number of the deal.
    PREF_DEAL_ID,
    /// Field `dealOrder`: three player ids, the last one the dealer.
    PREF_DEAL_ORDER,
    /// Field `cards`: the 32 cards as dealt, three hands and the talon.
    PREF_CARDS,
    /// Field `bids`: each player's highest bid, in deal order, separated by commas.
    PREF_BIDS,
    /// Field `main`: the player who won the auction.
    PREF_MAIN,
    /// Field `discarded`: the two cards the main player put away, or `XX` in a game.
    PREF_DISCARDED,
    /// Field `contract`: the chosen contract, `G` first for a game.
    PREF_CONTRACT,
    /// Field `accepted`: which followers decided to play.
    PREF_ACCEPTED,
    /// Field `kontra`: `0`, or the kontra or invitation and the player who started it.
    PREF_KONTRA,
    /// Field `refa`: `0`, or `1` when the deal is a refa (double value).
    PREF_REFA,
    /// Field `value`: the value of the contract.
    PREF_VALUE,
    /// Field `starts`: the player who throws the first card.
    PREF_STARTS,
    /// Field `throws`: the tricks, separated by commas.
    PREF_THROWS,
    /// Field `summary`: each player's tricks and score, in deal order, separated by commas.
    PREF_SUMMARY,
    /// One player's entry in `PREF_SUMMARY`: `0`, `F...` (a follower) or `M...` (the main player).
    PREF_SCORE,
    /// `[`
    PREF_L_BRACK,
    /// `]`
    PREF_R_BRACK,
    /// The name of a tag pair.
    PREF_TAG_NAME,
    /// `"` opening or closing a quoted tag value.
    PREF_QUOTE,
    /// Text inside a quoted tag value.
    PREF_STRING_TEXT,
    /// `\"` or `\\` inside a quoted tag value.
    PREF_ESCAPE,
    /// One word of an unquoted tag value.
    PREF_VALUE_TEXT,
    /// A `;` comment to the end of the line, a `{...}` comment, or a `%` line.
    PREF_COMMENT,
    /// A whole number: an id, a value, an amount of points (sign included), or `0` for none.
    PREF_NUMBER,
    /// A player id, `1`, `2` or `3`.
    PREF_PLAYER,
    /// A run of cards, a character of the 32-card code each, as one token: the cards of a
    /// `PREF_CARDS` or `PREF_DISCARDED` field up to the end or to a character that is no card.
    PREF_CARD_RUN,
    /// The whole `throws` field as one token when every trick in it is written well
    /// (`OL1,RT2,D92`): its pieces are `PREF_TRICK` and `PREF_COMMA` tokens that are not in
    /// the tree, split by `preferans::trick_pieces`.
    PREF_TRICK_RUN,
    /// One trick of `PREF_THROWS` as one token: the two or three cards as thrown, then the
    /// player who won it (`OMJ2`). A trick that does not fit this is an `ERROR` token. In a
    /// field whose tricks all fit, a piece of its `PREF_TRICK_RUN`.
    PREF_TRICK,
    /// `,` between bids, tricks or scores.
    PREF_COMMA,
    /// One player's highest bid: `P`, `G`, or a number optionally after `M` or `G`.
    PREF_BID,
    /// `XX`: no cards discarded (a game).
    PREF_NO_DISCARD,
    /// `G` before a contract's number: a game, played without the talon.
    PREF_GAME_MARK,
    /// The number of a contract, `2`-`8`.
    PREF_CONTRACT_NUMBER,
    /// `I`, `K`, `R`, `S` or `M`: invitation, kontra, rekontra, subkontra, mortkontra.
    PREF_KONTRA_MARK,
    /// `F` (a follower) or `M` (the main player) opening a score.
    PREF_ROLE,
    /// The number of tricks a player took, in a score.
    PREF_TRICKS,
    /// `:` between the parts of a score.
    PREF_COLON,
    /// `L` or `R` before a follower's points: the column they are written in.
    PREF_COLUMN,

    // ---- Pinochle PPN (Portable Pinochle Notation; not Preferans' PPN) ----
    /// Root of a Pinochle PPN document.
    PIN_FILE,
    /// A `%` line: the notation (`% PPN 1.0`), the format (`% EXPORT`), an id, or an escape.
    PIN_HEADER,
    /// One hand: a run of tags and sections up to a blank line.
    PIN_HAND_RECORD,
    /// A tag: an optional segmental prefix, `[`, name, value, `]`.
    PIN_TAG,
    /// `@start-end=` before a tag: the part of the hand the tag holds for.
    PIN_PREFIX,
    /// One end of a segmental prefix: a segment letter and up to two numbers.
    PIN_SEGMENT,
    /// The value of a tag: `"`, its content, `"`.
    PIN_TAG_VALUE,
    /// Hands in deal order after the first seat (`Deal`, `Holding`, `Passed`).
    PIN_HANDS,
    /// One player's cards: four suits separated by dots, in the order C, D, S, H.
    PIN_HAND,
    /// The ranks held in one suit of a hand.
    PIN_SUIT,
    /// The melds of `Melds`: the first seat, then each player's meld and its points.
    PIN_MELDS,
    /// One player's meld: a hand and its points in parentheses.
    PIN_MELD,
    /// Points in parentheses: `(94)`.
    PIN_POINTS,
    /// The cards of `Kitty`, or the discard of `Discard` with its points.
    PIN_CARDS,
    /// `Partner`: a seat, `:`, the card that chose the partner.
    PIN_PARTNER,
    /// Scores per team separated by colons (`GameScores`, `MeldScores`, `PlayScores`,
    /// `HandScores`).
    PIN_SCORES,
    /// `Termination`: the responsible seat or `-`, `:`, the cause.
    PIN_TERMINATION,
    /// The Auction section: its rounds of bids, one per line.
    PIN_AUCTION,
    /// One round of the auction: a bid per player still in, `-` for one who passed before.
    PIN_BID_ROUND,
    /// The Play section: its tricks, one per line.
    PIN_PLAY,
    /// One trick: the cards from the leader clockwise, then the winner and points.
    PIN_TRICK,
    /// `(S2)` after a trick: who won it and the points it held.
    PIN_TRICK_RESULT,
    /// `%` opening a header line.
    PIN_PERCENT,
    /// The first word of a header line: `PPN`, `EXPORT`, `IMPORT`, `ID`.
    PIN_HEADER_NAME,
    /// The rest of a header line: a version or an id.
    PIN_HEADER_VALUE,
    /// `@` opening a segmental prefix.
    PIN_AT,
    /// `D`, `A`, `X`, `M`, `P` or `R`: deal, auction, exchange, meld, play, result.
    PIN_SEGMENT_LETTER,
    /// `=` closing a segmental prefix.
    PIN_EQUALS,
    /// `[`
    PIN_L_BRACK,
    /// `]`
    PIN_R_BRACK,
    /// The name of a tag.
    PIN_TAG_NAME,
    /// `"` opening or closing a tag value.
    PIN_QUOTE,
    /// Text of a tag value that has no finer structure.
    PIN_STRING_TEXT,
    /// `\"` or `\\` inside a tag value.
    PIN_ESCAPE,
    /// `#`: the value of the previous tag of this name.
    PIN_INHERIT,
    /// `##`: this value for this hand and every later one until declared again.
    PIN_INHERIT_ALL,
    /// `*`: the hand ended here (a termination).
    PIN_TERMINATED,
    /// `?`: not known.
    PIN_UNKNOWN,
    /// A `{...}` comment.
    PIN_COMMENT,
    /// A seat: `N`, `NE`, `E`, `SE`, `S`, `SW`, `W` or `NW`.
    PIN_SEAT,
    /// `:` after a seat, or between scores.
    PIN_COLON,
    /// `.` between the suits of a hand or the parts of a segment.
    PIN_DOT,
    /// `-`: between the ends of a prefix, a player out of the auction, no seat to blame.
    PIN_DASH,
    /// One rank in a suit of a hand: `A`, `T`, `K`, `Q`, `J` or `9`.
    PIN_RANK,
    /// A trick written well, as one token inside its `PIN_TRICK`: the cards, then the result
    /// `(seat points)`, with the spaces between them. Its pieces are `PIN_CARD`, `WHITESPACE`,
    /// `PIN_L_PAREN`, `PIN_SEAT`, `PIN_NUMBER` and `PIN_R_PAREN` tokens that are not in the
    /// tree, split by `pinochle::trick_pieces`.
    PIN_TRICK_RUN,
    /// One card as suit and rank: `HA`, `CJ`.
    PIN_CARD,
    /// A bid: a number of points, or `Pass`.
    PIN_BID,
    /// A whole number, possibly negative.
    PIN_NUMBER,
    /// `(`
    PIN_L_PAREN,
    /// `)`
    PIN_R_PAREN,

    // ---- LIN (Bridge Base Online) ----
    /// Root of a LIN document.
    LIN_FILE,
    /// The pairs before the first board of a vugraph file: `vg`, `rs`, `pn` and the like, up to
    /// its first `pg`.
    LIN_HEADER,
    /// One board: its pairs from the one that opens it to the next board.
    LIN_BOARD,
    /// One `command|value|` pair.
    LIN_PAIR,
    /// The value of a pair, between its bars.
    LIN_VALUE,
    /// `md`'s value: the dealer's digit and the hands from South clockwise.
    LIN_DEAL,
    /// One hand of a deal: suit letters, each followed by its ranks.
    LIN_HAND,
    /// `mb`'s value: a call and its alert mark.
    LIN_CALL,
    /// `pc`'s value: a card as suit and rank.
    LIN_CARD,
    /// `pn`'s value: the players' names separated by commas.
    LIN_NAMES,
    /// `qx`'s value: the room and board number, and sometimes a label after a comma.
    LIN_ROOM_BOARD,
    /// `rs`'s value: the results separated by commas.
    LIN_RESULTS,
    /// One result of `rs`: a contract, declarer, doubling and the tricks against it, or nothing.
    LIN_RESULT,
    /// A value of fields separated by commas (`vg`, `bn`).
    LIN_FIELDS,
    /// The two letters that name a pair: `md`, `mb`, `pc`...
    LIN_COMMAND,
    /// `|` closing a command or a value.
    LIN_BAR,
    /// `,` between the parts of a value.
    LIN_COMMA,
    /// Text of a value that has no finer structure: a name, a note, an explanation.
    LIN_TEXT,
    /// The dealer's digit opening a deal: `1` South, `2` West, `3` North, `4` East.
    LIN_DEALER,
    /// A suit letter: `S`, `H`, `D`, `C` (either case).
    LIN_SUIT,
    /// A rank: `2`-`9`, `T`, `J`, `Q`, `K`, `A` (either case), or `10`.
    LIN_RANK,
    /// The level of a bid or contract: `1`-`7`.
    LIN_LEVEL,
    /// The strain of a bid or contract: `C`, `D`, `H`, `S`, `N` or `NT`.
    LIN_STRAIN,
    /// `p`: pass.
    LIN_PASS,
    /// `d` or `x`: double.
    LIN_DOUBLE,
    /// `r` or `xx`: redouble.
    LIN_REDOUBLE,
    /// `!` after a call: the call is alerted.
    LIN_ALERT,
    /// The vulnerability of `sv`: `o` or `0` none, `n` North-South, `e` East-West, `b` both.
    LIN_VULNERABILITY,
    /// The room of `qx`: `o` open, `c` closed.
    LIN_ROOM,
    /// A whole number: a board, a claim of tricks.
    LIN_NUMBER,
    /// The declarer of a result: `N`, `E`, `S` or `W`.
    LIN_SEAT,
    /// How a result stands against its contract: `=`, or `+` or `-` and a number of tricks.
    LIN_OUTCOME,
}

#[cfg(test)]
mod tests {
    use super::SyntaxKind;

    #[test]
    fn raw_numbers_round_trip() {
        for (index, kind) in SyntaxKind::ALL.iter().enumerate() {
            assert_eq!(*kind as usize, index);
            assert_eq!(SyntaxKind::from_raw(index as u16), Some(*kind));
        }
        assert_eq!(SyntaxKind::from_raw(u16::MAX), None);
    }
}
