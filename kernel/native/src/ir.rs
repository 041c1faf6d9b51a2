//! The rules IR as JSON (docs/ir.md), read into typed values.
//!
//! Fields the Python side leaves out when they hold their default get the same default here.
//! Unknown fields are ignored (a newer minor IR may add some); an unknown relation term is an
//! error. Which terms the native engine can run is decided by `engine::unsupported`.

use serde::Deserialize;

pub const IR_VERSION: u32 = 1;

#[derive(Debug, Deserialize)]
pub struct Rules {
    pub ir_version: u32,
    pub name: String,
    pub decks: u32,
    pub decks_per_player: bool,
    pub suits: String,
    pub players: u32,
    pub zones: Vec<Zone>,
    pub actions: Vec<Action>,
    pub plugins: Vec<String>,
    pub won: Vec<Condition>,
    pub lost_when_no_moves: bool,
    pub progress: Vec<Measure>,
    #[serde(default)]
    pub score: Option<Score>,
    #[serde(default = "all_ranks")]
    pub ranks: Vec<u8>,
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

fn up() -> String {
    "up".into()
}

fn first_pile() -> String {
    "first_pile".into()
}

#[derive(Debug, Deserialize)]
pub struct Zone {
    pub name: String,
    pub kind: String,
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
    /// `keeps its top card face up`: a face-down top card is turned up after every move.
    #[serde(default)]
    pub top_face_up: bool,
    #[serde(default)]
    pub one_pile_per_suit: bool,
    #[serde(default)]
    pub one_card_at_a_time: bool,
    #[serde(default)]
    pub collects_from: Option<String>,
    #[serde(default)]
    pub collects_ranks: Vec<u8>,
    #[serde(default)]
    pub covered: Vec<Vec<usize>>,
    #[serde(default)]
    pub takes_only: Vec<u8>,
    #[serde(default)]
    pub pairs_to: Option<String>,
    #[serde(default)]
    pub capacity: u32,
    /// Piles per row, in pile order (empty: one row of all the piles).
    #[serde(default)]
    pub rows: Vec<u32>,
}

#[derive(Debug, Deserialize)]
pub struct Deal {
    pub amount: String,
    #[serde(default)]
    pub count: u32,
    #[serde(default)]
    pub start: u32,
    #[serde(default)]
    pub counts: Vec<u32>,
    #[serde(default)]
    pub rank: u8,
    #[serde(default)]
    pub suit: String,
    #[serde(default = "up")]
    pub face: String,
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
}

#[derive(Debug, Deserialize)]
pub struct Gives {
    pub unit: String,
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
}

impl Default for Gives {
    fn default() -> Self {
        Gives {
            unit: "nothing".into(),
            run_rule: None,
            offsets: Vec::new(),
            to: None,
            supermove: false,
            count: 1,
            partial_for: None,
        }
    }
}

#[derive(Debug, Deserialize)]
pub struct Empty {
    pub what: String,
    #[serde(default)]
    pub ranks: Vec<u8>,
    #[serde(default)]
    pub from_zones: Option<Vec<String>>,
    #[serde(default)]
    pub left_rule: Option<Relation>,
    #[serde(default)]
    pub base_zone: Option<String>,
    #[serde(default = "first_pile")]
    pub base_from: String,
    #[serde(default)]
    pub offset: i32,
    /// (row from 0, rank, suit): the one card the start of that row takes (docs/ir.md, empty).
    #[serde(default)]
    pub row_cards: Vec<(u32, u8, String)>,
}

#[derive(Debug, Deserialize)]
pub struct Action {
    pub name: String,
    pub amount: Option<u32>,
    pub source: String,
    pub target: String,
    /// `top`, `new_pile`, `each`, `gather`, or `draw` (one buried card of a pile of `source`
    /// played onto a pile of a zone `source` gives to: the move's count is its place from the
    /// top, 2 = just under the top card).
    pub mode: String,
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
    /// `gather`: cards dealt back this many at a time to each receiving pile.
    #[serde(default = "one")]
    pub packets: u32,
}

#[derive(Debug, Deserialize)]
pub struct Condition {
    pub kind: String,
    pub zones: Vec<String>,
    #[serde(default)]
    pub count: u32,
    /// `used_up`: the limited action it reads (it holds once that action is used up).
    #[serde(default)]
    pub action: Option<String>,
}

/// The `score` line: what is counted, where (docs/ir.md).
#[derive(Debug, Deserialize)]
pub struct Score {
    pub kind: String,
    #[serde(default)]
    pub zones: Vec<String>,
}

#[derive(Debug, Deserialize)]
pub struct Measure {
    pub kind: String,
    #[serde(default)]
    pub zones: Vec<String>,
}

/// How a moving card relates to the card it lands on (docs/ir.md, "Card relations").
#[derive(Debug, Deserialize)]
#[serde(tag = "term")]
pub enum Relation {
    #[serde(rename = "rank_step")]
    RankStep {
        steps: Vec<i32>,
        #[serde(default)]
        wrap: bool,
    },
    #[serde(rename = "rank_sum")]
    RankSum { total: i32 },
    #[serde(rename = "suit")]
    Suit { relation: String },
    #[serde(rename = "all_of")]
    AllOf { terms: Vec<Relation> },
    #[serde(rename = "any_of")]
    AnyOf { terms: Vec<Relation> },
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
            Relation::Suit { relation } => {
                let (m, t) = (SUITS[moving % 4], SUITS[target % 4]);
                let red = |s: u8| s == b'H' || s == b'D';
                match relation.as_str() {
                    "same" => m == t,
                    "other" => m != t,
                    "colour" => red(m) == red(t),
                    "alternate" => red(m) != red(t),
                    _ => true,
                }
            }
            Relation::AllOf { terms } => terms.iter().all(|t| t.relates(moving, target)),
            Relation::AnyOf { terms } => terms.iter().any(|t| t.relates(moving, target)),
        }
    }
}

/// The rules in `text` (the JSON of `rules_to_json`); the version is checked first, so IR of
/// another version is refused for that reason rather than for a field it lacks.
pub fn parse(text: &str) -> Result<Rules, String> {
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| format!("rules IR: {e}"))?;
    match value.get("ir_version") {
        Some(version) if version == &serde_json::json!(IR_VERSION) => {}
        other => {
            let found = other.map_or("none".to_string(), |v| v.to_string());
            return Err(format!(
                "rules IR version {found}: the native engine reads version {IR_VERSION}"
            ));
        }
    }
    serde_json::from_value(value).map_err(|e| format!("rules IR: {e}"))
}
