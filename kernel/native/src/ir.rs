//! The rules IR as JSON (docs/ir.md), read strictly into typed values.
//!
//! One schema on both sides: these types mirror the attrs classes of `kernel/rules/ir.py`
//! field for field, word for word. A field, a term or a word this side does not know is an
//! error naming it and where it is (never a default, never another game); a field Python
//! leaves out because it holds its default gets the same default here. The tests of
//! tests/test_ir_schema.py hold the two to each other: every term Python writes is read back
//! here unchanged (`echo`), defaults and all.
//!
//! Fields the engine does not play by (the title, the options, a score's direction, ...) are
//! read all the same, so that they are checked and a misspelt one is refused. Which terms the
//! native engine can run is decided by `engine::unsupported`.

use serde::{Deserialize, Deserializer, Serialize};

pub const IR_VERSION: u32 = 1;

/// Each object of the IR names its term (`"term": "zone"`); each struct reads exactly its own.
macro_rules! term_tag {
    ($name:ident, $text:literal) => {
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
        pub enum $name {
            #[serde(rename = $text)]
            Tag,
        }
    };
}

term_tag!(RulesTerm, "rules");
term_tag!(OptionTerm, "option");
term_tag!(ZoneTerm, "zone");
term_tag!(DealTerm, "deal");
term_tag!(GivesTerm, "gives");
term_tag!(EmptyTerm, "empty");
term_tag!(ActionTerm, "action");
term_tag!(ConditionTerm, "condition");
term_tag!(ScoreTerm, "score");
term_tag!(MeasureTerm, "measure");

/// An `Option` field that must be present (Python gives it no default): `null` is None, a
/// missing field an error, as `from_json` has it.
fn present<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<Option<T>, D::Error> {
    Option::deserialize(d)
}

#[derive(Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    pub ir_version: u32,
    pub term: RulesTerm,
    pub name: String,
    pub title: String,
    pub aliases: Vec<String>,
    pub source: String,
    pub file: String,
    pub decks: u32,
    pub decks_per_player: bool,
    pub suits: String,
    pub players: u32,
    pub option_specs: Vec<OptionSpec>,
    pub options: Vec<(String, OptionValue)>,
    pub zones: Vec<Zone>,
    pub actions: Vec<Action>,
    pub plugins: Vec<String>,
    pub won: Vec<Condition>,
    pub lost_when_no_moves: bool,
    pub progress: Vec<Measure>,
    #[serde(deserialize_with = "present")]
    pub score: Option<Score>,
    #[serde(default)]
    pub parents: Vec<String>,
    #[serde(default = "all_ranks")]
    pub ranks: Vec<u8>,
}

/// `option draw: 1, 3 = 3 "doc"`: read for its checks, played by the Python side's loader.
#[derive(Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct OptionSpec {
    pub term: OptionTerm,
    pub name: String,
    pub choices: Vec<OptionValue>,
    pub default: OptionValue,
    #[serde(default)]
    pub doc: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(untagged)]
pub enum OptionValue {
    Number(i64),
    Word(String),
}

fn all_ranks() -> Vec<u8> {
    (1..=13).collect()
}

fn one() -> u32 {
    1
}

fn yes() -> bool {
    true
}

/// A zone's kind (`tableau`, `foundation`, ...): the engine plays cells and foundations apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Tableau,
    Foundation,
    Stock,
    Waste,
    Reserve,
    Cell,
    Row,
}

#[derive(Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Zone {
    pub term: ZoneTerm,
    pub name: String,
    pub kind: Kind,
    pub count: u32,
    #[serde(default)]
    pub per_player: bool,
    #[serde(default)]
    pub growing: bool,
    #[serde(default)]
    pub closes_gaps: bool,
    #[serde(default)]
    pub deal: Option<Deal>,
    #[serde(default)]
    pub builds: Option<Relation>,
    #[serde(default)]
    pub gives: Gives,
    #[serde(default)]
    pub empty: Option<Empty>,
    #[serde(default)]
    pub refill_from: Option<String>,
    #[serde(default)]
    pub refill_by_hand: bool,
    #[serde(default)]
    pub refill_then: Vec<String>,
    #[serde(default)]
    pub turns_up: bool,
    #[serde(default)]
    pub one_pile_per_suit: bool,
    /// `each starting rank has a colour of its own`: an empty pile takes a card only in the
    /// colour its rank starts piles of here, never in another rank's colour (Little Spider).
    #[serde(default)]
    pub rank_colours: bool,
    #[serde(default)]
    pub one_card_at_a_time: bool,
    #[serde(default)]
    pub collects_from: Option<String>,
    #[serde(default)]
    pub collects_ranks: Vec<u8>,
    /// Piles per row, in pile order (empty: one row of all the piles).
    #[serde(default)]
    pub rows: Vec<u32>,
    #[serde(default)]
    pub covered: Vec<Vec<usize>>,
    #[serde(default)]
    pub takes_only: Vec<u8>,
    #[serde(default)]
    pub pairs_to: Option<String>,
    #[serde(default)]
    pub capacity: u32,
    /// `keeps its top card face up`: a face-down top card is turned up after every move.
    #[serde(default)]
    pub top_face_up: bool,
    /// `takes cards only if ...`: moves by hand onto the zone wait for these conditions.
    #[serde(default)]
    pub takes_if: Vec<Condition>,
    /// `gives cards only if ...`: moves by hand from the zone wait for these conditions.
    #[serde(default)]
    pub gives_if: Vec<Condition>,
    /// `takes a card only if a higher card of its suit tops ZONE`: that zone.
    #[serde(default)]
    pub outranked_in: Option<String>,
    /// ... with Aces above Kings.
    #[serde(default)]
    pub aces_high: bool,
    /// `takes a card only if a card of its rank lies in the pile before it`.
    #[serde(default)]
    pub rank_in_pile_before: bool,
    /// `takes N cards at a time`: moves by hand put exactly N cards here (0: any number).
    #[serde(default)]
    pub takes_count: u32,
    /// `once a pile is built up or down, every pile builds that way`.
    #[serde(default)]
    pub one_way: bool,
    /// `builds only on its base`: a pile whose bottom card is not of a rank its empty piles
    /// take takes no card by hand.
    #[serde(default)]
    pub on_base: bool,
    /// `builds ..., nothing on the base rank of ZONE`: no card may be put on a card of ZONE's
    /// base rank (the rank its empty piles take under `empty accepts the base rank`).
    #[serde(default)]
    pub nothing_on_base: Option<String>,
    /// `exchanges a lone card with a lone card of ZONE, ... when each is the other's base`: those zones.
    #[serde(default)]
    pub exchanges_with: Vec<String>,
    /// `sends its top card under the face-down cards of the pile of its rank, whose top card
    /// comes back turned up`: pile N is the pile of the Nth rank of the deck.
    #[serde(default)]
    pub under_by_rank: bool,
    /// `row N gives only to the ZONE pile in line with it, until ...`: that zone ...
    #[serde(default)]
    pub in_line_to: Option<String>,
    /// ... for the piles of these rows (counted from 0; empty: every row) ...
    #[serde(default)]
    pub in_line_rows: Vec<u32>,
    /// ... until these conditions hold.
    #[serde(default)]
    pub in_line_until: Vec<Condition>,
}

/// How many cards each pile of a zone is dealt.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Amount {
    Each,
    Steps,
    List,
    Rest,
    Rank,
    Card,
    Cards,
    BaseRank,
    Nothing,
}

/// Which of a pile's dealt cards are face up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Face {
    #[default]
    Up,
    Down,
    Top,
    Bottom,
    Covered,
}

#[derive(Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    pub term: DealTerm,
    pub amount: Amount,
    #[serde(default)]
    pub count: u32,
    #[serde(default)]
    pub start: u32,
    #[serde(default)]
    pub stop: u32,
    #[serde(default)]
    pub counts: Vec<u32>,
    #[serde(default)]
    pub rank: u8,
    #[serde(default)]
    pub suit: String,
    #[serde(default)]
    pub face: Face,
    #[serde(default = "one")]
    pub top_up: u32,
    #[serde(default)]
    pub bottom_down: Vec<u32>,
    /// `cards`: (rank, suit) of the card each pile gets, in pile order.
    #[serde(default)]
    pub cards: Vec<(u8, String)>,
    /// `base_rank`: the zone whose first card dealt to its first pile sets the rank.
    #[serde(default)]
    pub base_zone: Option<String>,
    /// `K at the bottom`: the ranks put beneath the other cards of each pile.
    #[serde(default)]
    pub under: Vec<u8>,
    /// `no rank twice in a pile`: a card of a rank the pile holds is exchanged as it is dealt.
    #[serde(default)]
    pub distinct_ranks: bool,
    /// `A at the start of each row`: a card of this rank taken out first for each row, beneath
    /// the row's first pile (the suits going round as for `rank`).
    #[serde(default)]
    pub row_start_rank: Option<u8>,
}

/// What leaves a pile at a time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Unit {
    Top,
    Pile,
    TopOrPile,
    Count,
    Runs,
    FaceUp,
    Nothing,
}

#[derive(Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Gives {
    pub term: GivesTerm,
    pub unit: Unit,
    #[serde(default)]
    pub run_rule: Option<Relation>,
    #[serde(default)]
    pub offsets: Vec<i32>,
    #[serde(default)]
    pub to: Option<Vec<String>>,
    #[serde(default)]
    pub supermove: bool,
    #[serde(default = "one")]
    pub count: u32,
    #[serde(default)]
    pub partial_for: Option<String>,
    /// `part of a pile only to ZONE`: a move of fewer cards than the source pile holds goes
    /// only to that zone.
    #[serde(default)]
    pub part_only_to: Option<String>,
    /// `only to a pile touching it`: within the zone, only onto a pile next to the source pile
    /// in the zone's rows (diagonals too).
    #[serde(default)]
    pub touching: bool,
}

impl Default for Gives {
    /// `GivesRule("nothing")`, the default of `ZoneSpec.gives`.
    fn default() -> Self {
        Gives {
            term: GivesTerm::Tag,
            unit: Unit::Nothing,
            run_rule: None,
            offsets: Vec::new(),
            to: None,
            supermove: false,
            count: 1,
            partial_for: None,
            part_only_to: None,
            touching: false,
        }
    }
}

/// What an empty pile takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum EmptyKind {
    Any,
    Nothing,
    Ranks,
    Base,
    /// By the top card of the pile on its left; at a row start, a row-start rank or card.
    Left,
}

/// Where a zone's base rank is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum BaseFrom {
    #[default]
    FirstPile,
    FirstCardPlayed,
}

#[derive(Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Empty {
    pub term: EmptyTerm,
    pub what: EmptyKind,
    #[serde(default)]
    pub ranks: Vec<u8>,
    #[serde(default)]
    pub from_zones: Option<Vec<String>>,
    #[serde(default)]
    pub left_rule: Option<Relation>,
    /// With `left_rule`: a card may also fill a gap by this relation to its right neighbour.
    #[serde(default)]
    pub right_rule: Option<Relation>,
    #[serde(default)]
    pub base_zone: Option<String>,
    #[serde(default)]
    pub base_from: BaseFrom,
    #[serde(default)]
    pub offset: i32,
    /// (row from 0, rank, suit): the one card the start of that row takes (docs/ir.md, empty).
    #[serde(default)]
    pub row_cards: Vec<(u32, u8, String)>,
}

/// How an action moves cards (docs/ir.md, "action").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    Top,
    NewPile,
    Each,
    Gather,
    /// The target's piles move up to fill its empty piles, in pile order; then each empty pile
    /// left takes one card from the top of the source's first pile while it lasts (Monte Carlo).
    CloseUp,
    /// One buried face-up card of a pile of the source zone played onto a pile of a zone the
    /// source gives to (La Belle Lucie's merci): the move's count is its place from the top.
    Draw,
}

impl Mode {
    pub fn name(self) -> &'static str {
        match self {
            Mode::Top => "top",
            Mode::NewPile => "new_pile",
            Mode::Each => "each",
            Mode::Gather => "gather",
            Mode::CloseUp => "close_up",
            Mode::Draw => "draw",
        }
    }
}

#[derive(Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Action {
    pub term: ActionTerm,
    pub name: String,
    #[serde(deserialize_with = "present")]
    pub amount: Option<u32>,
    pub source: String,
    pub target: String,
    pub mode: Mode,
    #[serde(default = "yes")]
    pub face_up: bool,
    #[serde(default)]
    pub when: Vec<Condition>,
    #[serde(default)]
    pub passes: Option<u32>,
    #[serde(default)]
    pub blocked_by_empty: Option<String>,
    /// `gather`: only the cards out of order are picked up.
    #[serde(default)]
    pub out_of_order: bool,
    /// `gather`: the cards picked up are shuffled (seeded from the position).
    #[serde(default)]
    pub shuffled: bool,
    /// `gather`: the first receiving pile of each row is left empty.
    #[serde(default)]
    pub leave_gaps: bool,
    /// `gather`: one card to each place picked up while they last, the places left empty
    /// chosen at random (seeded by the position, stream 1).
    #[serde(default)]
    pub random_gaps: bool,
    /// `gather`: the cards dealt back as the zone's fixed deal puts them down, face-down cards
    /// first (`ZoneSpec.dealing_order`), while they last.
    #[serde(default)]
    pub as_dealt: bool,
    /// `gather`: cards dealt back this many at a time to each receiving pile.
    #[serde(default = "one")]
    pub packets: u32,
    /// `top`, all cards: from every pile of the source, first pile first.
    #[serde(default)]
    pub from_each: bool,
    /// `draw`: only the bottom card of a pile of two or more cards (`play a bottom card from
    /// ZONE`: Labyrinth).
    #[serde(default)]
    pub bottom: bool,
    /// `each`: only the target's piles holding fewer than this many cards as the deal starts
    /// take cards (`to each pile of ZONE with fewer than N cards`: Labyrinth).
    #[serde(default)]
    pub fewer_than: Option<u32>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ConditionKind {
    Empty,
    Piles,
    Cards,
    AllCards,
    AllOwnCards,
    InOrder,
    UsedUp,
    /// `no face-down cards in ZONE`: every card of the zones lies face up.
    FaceUp,
}

impl ConditionKind {
    pub fn name(self) -> &'static str {
        match self {
            ConditionKind::Empty => "empty",
            ConditionKind::Piles => "piles",
            ConditionKind::Cards => "cards",
            ConditionKind::AllCards => "all_cards",
            ConditionKind::AllOwnCards => "all_own_cards",
            ConditionKind::InOrder => "in_order",
            ConditionKind::UsedUp => "used_up",
            ConditionKind::FaceUp => "face_up",
        }
    }
}

#[derive(Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Condition {
    pub term: ConditionTerm,
    pub kind: ConditionKind,
    pub zones: Vec<String>,
    #[serde(default)]
    pub count: u32,
    /// `used_up`: the limited action it reads (it holds once that action is used up).
    #[serde(default)]
    pub action: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ScoreKind {
    Piles,
    Cards,
    CardsByOwner,
    CardsInOrder,
}

/// The `score` line: what is counted, where (docs/ir.md).
#[derive(Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Score {
    pub term: ScoreTerm,
    pub kind: ScoreKind,
    pub zones: Vec<String>,
    #[serde(default = "yes")]
    pub higher_wins: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MeasureKind {
    More,
    Fewer,
    FewerFaceDown,
    MoreInOrder,
}

#[derive(Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Measure {
    pub term: MeasureTerm,
    pub kind: MeasureKind,
    #[serde(default)]
    pub zones: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SuitRelation {
    Same,
    Alternate,
    Colour,
    Other,
    Any,
}

/// How a moving card relates to the card it lands on (docs/ir.md, "Card relations").
#[derive(Debug, Deserialize, Serialize)]
#[serde(tag = "term", rename_all = "snake_case", deny_unknown_fields)]
pub enum Relation {
    RankStep {
        steps: Vec<i32>,
        #[serde(default)]
        wrap: bool,
    },
    RankSum {
        total: i32,
    },
    /// The card landed on is of none of these ranks.
    NotOn {
        ranks: Vec<u8>,
    },
    Suit {
        relation: SuitRelation,
    },
    AllOf {
        terms: Vec<Relation>,
    },
    AnyOf {
        terms: Vec<Relation>,
    },
}

const SUITS: &[u8; 4] = b"SHDC";

impl Relation {
    /// Whether the card with key `moving` relates to the card with key `target`
    /// (key = (rank - 1) * 4 + suit index in S H D C).
    pub fn relates(&self, moving: usize, target: usize) -> bool {
        match self {
            Relation::RankStep { steps, wrap } => {
                let delta = (moving / 4) as i32 - (target / 4) as i32;
                if *wrap {
                    steps.iter().any(|step| (delta - step).rem_euclid(13) == 0)
                } else {
                    steps.contains(&delta)
                }
            }
            Relation::RankSum { total } => (moving / 4 + target / 4 + 2) as i32 == *total,
            Relation::NotOn { ranks } => !ranks.contains(&((target / 4 + 1) as u8)),
            Relation::Suit { relation } => {
                let (m, t) = (SUITS[moving % 4], SUITS[target % 4]);
                let red = |s: u8| s == b'H' || s == b'D';
                match relation {
                    SuitRelation::Same => m == t,
                    SuitRelation::Other => m != t,
                    SuitRelation::Colour => red(m) == red(t),
                    SuitRelation::Alternate => red(m) != red(t),
                    SuitRelation::Any => true,
                }
            }
            Relation::AllOf { terms } => terms.iter().all(|t| t.relates(moving, target)),
            Relation::AnyOf { terms } => terms.iter().any(|t| t.relates(moving, target)),
        }
    }
}

/// Why IR text cannot be read: what is wrong and where in the JSON (`zones[2].deal.face`;
/// empty for the whole text).
#[derive(Debug)]
pub struct IrError {
    pub path: String,
    pub message: String,
}

impl std::fmt::Display for IrError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.path.as_str() {
            "" => write!(f, "rules IR: {}", self.message),
            path => write!(f, "{path}: {}", self.message),
        }
    }
}

impl From<IrError> for String {
    fn from(error: IrError) -> String {
        error.to_string()
    }
}

fn whole(message: String) -> IrError {
    IrError {
        path: String::new(),
        message,
    }
}

/// The rules in `text` (the JSON of `rules_to_json`); the version is checked first, so IR of
/// another version is refused for that reason rather than for a field it lacks.
pub fn parse(text: &str) -> Result<Rules, IrError> {
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| whole(format!("not JSON: {e}")))?;
    match value.get("ir_version") {
        Some(version) if version == &serde_json::json!(IR_VERSION) => {}
        other => {
            let found = other.map_or("none".to_string(), |v| v.to_string());
            return Err(whole(format!(
                "version {found}: the native engine reads version {IR_VERSION}"
            )));
        }
    }
    serde_path_to_error::deserialize(value).map_err(|e| {
        let path = e.path().to_string();
        IrError {
            path: if path == "." { String::new() } else { path },
            message: e.into_inner().to_string(),
        }
    })
}

/// The rules in `text` written back as JSON with every field, defaults included: how the tests
/// check that this side reads each term, field and word as the Python side writes it.
pub fn echo(text: &str) -> Result<String, IrError> {
    let rules = parse(text)?;
    serde_json::to_string(&rules).map_err(|e| whole(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tests::GOLF;

    fn error(edit: impl Fn(&mut serde_json::Value)) -> String {
        let mut value: serde_json::Value = serde_json::from_str(GOLF).unwrap();
        edit(&mut value);
        parse(&value.to_string()).expect_err("refused").to_string()
    }

    #[test]
    fn a_term_field_or_word_this_side_does_not_know_is_an_error_naming_it() {
        let e = error(|v| v["zones"][0]["colour"] = "red".into());
        assert!(
            e.contains("zones[0]") && e.contains("unknown field `colour`"),
            "{e}"
        );
        let e = error(|v| v["zones"][0]["gives"]["unit"] = "handful".into());
        assert!(
            e.contains("zones[0].gives.unit") && e.contains("`handful`"),
            "{e}"
        );
        let e = error(|v| v["zones"][1]["builds"]["term"] = "rank_leap".into());
        assert!(
            e.contains("zones[1].builds") && e.contains("`rank_leap`"),
            "{e}"
        );
        let e = error(|v| v["zones"][0]["term"] = "zoen".into());
        assert!(e.contains("zones[0].term") && e.contains("`zoen`"), "{e}");
        let e = error(|v| v["actions"][0]["mode"] = "juggle".into());
        assert!(
            e.contains("actions[0].mode") && e.contains("`juggle`"),
            "{e}"
        );
    }

    #[test]
    fn a_field_without_a_default_must_be_there_even_when_it_may_be_null() {
        let e = error(|v| {
            v.as_object_mut().unwrap().remove("score");
        });
        assert!(e.contains("missing field `score`"), "{e}");
        let e = error(|v| {
            v["actions"][0].as_object_mut().unwrap().remove("amount");
        });
        assert!(
            e.contains("actions[0]") && e.contains("missing field `amount`"),
            "{e}"
        );
    }

    #[test]
    fn fields_left_out_get_the_python_defaults() {
        let rules = parse(GOLF).unwrap();
        let deal = rules.zones[0].deal.as_ref().unwrap();
        assert_eq!((deal.face, deal.top_up), (Face::Up, 1));
        assert_eq!(rules.zones[2].gives.unit, Unit::Nothing);
        assert_eq!(rules.actions[0].packets, 1);
        assert!(rules.actions[0].face_up);
        assert_eq!(rules.ranks, all_ranks());
    }
}
