//! An analysed game as people see it: the summary (accuracy, inaccuracies,
//! mistakes and blunders per side), the worst moves with the engine's
//! better move, the annotated PGN, the points of the evaluation graph, and
//! JSON (`alice analyze --json`, and how the bot stores an analysis). The
//! searching is the engine's; `/analyze` and `alice analyze` both build
//! their answer here.

use crate::games::StoredMove;
use crate::lang::Lang;
use crate::render::chart::EvalPoint;
use crate::t;
use alice_core::{write_annotated_pgn, Color, Game, MoveNote, Position, VariantPosition};
use alice_engine::analysis::{
    judge, Class, Eval, Judgement, Looked, Mating, MoveJudgement, PositionEval,
};
use serde_json::{json, Value};

/// A game (of either variant; two boards unless said) with the evaluation
/// of each of its positions.
pub struct Analysed<'a, P: StoredMove = Position> {
    pub game: &'a Game<P>,
    pub evals: Vec<PositionEval<P::Move>>,
    pub judgement: Judgement<P::Move>,
    /// The budget per position.
    pub nodes: u64,
    /// The position before each move (and the last one).
    positions: Vec<P>,
}

/// The opening's moves over which the JSON's `swing` is figured.
pub const SWING_PLIES: usize = 20;

/// "12. Nf3" or "12... Nf6": a move of the game with its number.
pub fn numbered<P: VariantPosition>(game: &Game<P>, ply: usize, san: &str) -> String {
    let start = game.start();
    let offset = usize::from(start.turn() == Color::Black);
    let number = start.fullmoves() as usize + (ply + offset) / 2;
    if (ply + offset).is_multiple_of(2) {
        format!("{number}. {san}")
    } else {
        format!("{number}... {san}")
    }
}

fn side_name(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// The word a message selects a side by.
use crate::states::color_word as side_key;

/// The word a message selects a class of mistake by.
/// A forced mate's sentence: its key in the message files.
fn mating_key(m: Mating) -> &'static str {
    match m {
        Mating::Unavoidable => "unavoidable",
        Mating::Lost => "lost",
    }
}

fn class_key(c: Class) -> &'static str {
    match c {
        Class::Inaccuracy => "inaccuracy",
        Class::Mistake => "mistake",
        Class::Blunder => "blunder",
    }
}

impl<'a, P: StoredMove> Analysed<'a, P> {
    /// `evals` must hold one evaluation per position (plies + 1).
    pub fn new(
        game: &'a Game<P>,
        evals: Vec<PositionEval<P::Move>>,
        nodes: u64,
    ) -> Result<Self, String> {
        if evals.len() != game.ply() + 1 {
            return Err(format!(
                "{} evaluations for a game of {} positions",
                evals.len(),
                game.ply() + 1
            ));
        }
        let mut positions = vec![*game.start()];
        let mut pos = *game.start();
        for &m in game.moves() {
            pos.play_unchecked(m);
            positions.push(pos);
        }
        let judgement = judge(
            game.start().turn(),
            alice_engine::analysis::opening_plies(game.start()),
            game.moves(),
            &evals,
        );
        Ok(Analysed {
            game,
            evals,
            judgement,
            nodes,
            positions,
        })
    }

    fn san_at(&self, ply: usize, m: P::Move) -> String {
        self.positions[ply].san(m)
    }

    /// One line per side: "White (alice): accuracy 87%, 1 inaccuracy, 0
    /// mistakes, 1 blunder".
    pub fn side_lines(&self, lang: Lang, white: &str, black: &str) -> Vec<String> {
        [(Color::White, white), (Color::Black, black)]
            .iter()
            .map(|&(c, name)| {
                let counts = self.judgement.counts[c.index()];
                let parts: Vec<String> = Class::ALL
                    .iter()
                    .map(|&k| {
                        let n = counts[k as usize] as i64;
                        t!(lang, "analysis-count", class = class_key(k), count = n)
                    })
                    .collect();
                let acc = self.judgement.accuracy[c.index()].map_or_else(
                    || lang.t("analysis-no-moves"),
                    |a| t!(lang, "analysis-accuracy", percent = format!("{a:.0}")),
                );
                t!(
                    lang,
                    "analysis-side",
                    side = side_key(c),
                    name = name,
                    accuracy = acc,
                    counts = parts.join(", ")
                )
            })
            .collect()
    }

    /// The marked moves, worst first (at most `n`).
    pub fn worst(&self, n: usize) -> Vec<&MoveJudgement<P::Move>> {
        let mut marked: Vec<&MoveJudgement<P::Move>> = self
            .judgement
            .moves
            .iter()
            .filter(|m| m.class.is_some())
            .collect();
        marked.sort_by(|a, b| b.drop().total_cmp(&a.drop()).then(a.ply.cmp(&b.ply)));
        marked.truncate(n);
        marked
    }

    /// "14... Kd7?? (+0.30 → #3): Rxa1/A+ was best. Checkmate is now
    /// unavoidable. After it, Ra8/A# mates."
    pub fn describe(&self, lang: Lang, m: &MoveJudgement<P::Move>) -> String {
        let mark = m.class.map_or("", |c| c.mark());
        let played = numbered(
            self.game,
            m.ply,
            &format!("{}{mark}", self.game.sans()[m.ply]),
        );
        let (before, after) = (self.evals[m.ply].eval, self.evals[m.ply + 1].eval);
        let mut s = format!("{played} ({} → {})", before.shown(), after.shown());
        if let Some(b) = m.better {
            s.push_str(&t!(lang, "analysis-best", san = self.san_at(m.ply, b)));
        }
        if let Some(how) = m.mating {
            s.push(' ');
            s.push_str(&t!(lang, "analysis-mating", how = mating_key(how)));
        }
        if let (Eval::Mate(n), Some(reply)) = (after, self.evals[m.ply + 1].best) {
            let mater = if n > 0 { Color::White } else { Color::Black };
            if mater != m.side {
                let reply = self.san_at(m.ply + 1, reply);
                s.push(' ');
                s.push_str(&if n.abs() == 1 {
                    t!(lang, "analysis-mates", san = reply)
                } else {
                    t!(
                        lang,
                        "analysis-mate-in",
                        moves = i64::from(n.abs()),
                        san = reply
                    )
                });
            }
        }
        s
    }

    /// The PGN with `[%eval …]` after each move, marks on the mistakes, a
    /// comment and the better move as a variation.
    pub fn annotated_pgn(&self, lang: Lang, tags: &[(&str, &str)], result: Option<&str>) -> String {
        let notes: Vec<MoveNote> = self
            .judgement
            .moves
            .iter()
            .map(|m| {
                let eval = self.evals[m.ply + 1]
                    .eval
                    .pgn()
                    .map(|e| format!("[%eval {e}]"));
                let mut comment: Vec<String> = eval.into_iter().collect();
                let mut variation = Vec::new();
                if let Some(c) = m.class {
                    // As lichess says it: the mate's sentence, else the
                    // class.
                    let mut what = match m.mating {
                        Some(how) => t!(lang, "analysis-mating", how = mating_key(how)),
                        None => t!(lang, "analysis-class", class = class_key(c)),
                    };
                    if let Some(b) = m.better {
                        let san = self.san_at(m.ply, b);
                        what.push(' ');
                        what.push_str(&t!(lang, "analysis-was-best", san = san.as_str()));
                        variation.push(san);
                    }
                    comment.push(what);
                }
                MoveNote {
                    mark: m.class.map_or(String::new(), |c| c.mark().to_string()),
                    comment: (!comment.is_empty()).then(|| comment.join(" ")),
                    variation,
                }
            })
            .collect();
        let annotator = t!(lang, "analysis-annotator", nodes = self.nodes as i64);
        let mut all: Vec<(&str, &str)> = tags.to_vec();
        all.push(("Annotator", &annotator));
        write_annotated_pgn(self.game, &all, result, &notes)
    }

    /// The evaluation graph's points.
    pub fn chart_points(&self) -> Vec<EvalPoint> {
        self.evals
            .iter()
            .enumerate()
            .map(|(ply, e)| EvalPoint {
                ply,
                white_chances: e.eval.white_chances(),
                mark: ply
                    .checked_sub(1)
                    .and_then(|i| self.judgement.moves.get(i))
                    .and_then(|m| m.class)
                    .map(|c| c as usize),
            })
            .collect()
    }

    /// Everything as JSON (`alice analyze --json`).
    pub fn json(&self) -> Value {
        let side = |c: Color| {
            let counts = self.judgement.counts[c.index()];
            json!({
                "accuracy": self.judgement.accuracy[c.index()].map(|a| (a * 10.0).round() / 10.0),
                "inaccuracies": counts[0],
                "mistakes": counts[1],
                "blunders": counts[2],
            })
        };
        let moves: Vec<Value> = self
            .judgement
            .moves
            .iter()
            .map(|m| {
                json!({
                    "ply": m.ply + 1,
                    "move": numbered(self.game, m.ply, &self.game.sans()[m.ply]),
                    "san": self.game.sans()[m.ply],
                    "side": side_name(m.side).to_lowercase(),
                    "eval_after": shown_json(&self.evals[m.ply + 1]),
                    "chances_before": (m.before * 1000.0).round() / 1000.0,
                    "chances_after": (m.after * 1000.0).round() / 1000.0,
                    "class": m.class.map(|c| c.name().to_lowercase()),
                    "mating": m.mating.map(mating_key),
                    "better": m.better.map(|b| self.san_at(m.ply, b)),
                    "accuracy": (m.accuracy * 10.0).round() / 10.0,
                })
            })
            .collect();
        let swing =
            alice_engine::analysis::swing(self.game.start().turn(), &self.evals, SWING_PLIES);
        json!({
            "nodes": self.nodes,
            "swing": {
                "moves": swing.moves,
                "signed": (swing.signed * 10.0).round() / 10.0,
                "size": (swing.size * 10.0).round() / 10.0,
            },
            "start": shown_json(&self.evals[0]),
            "white": side(Color::White),
            "black": side(Color::Black),
            "moves": moves,
        })
    }
}

/// An evaluation as `alice analyze --json` shows it: the calibrated
/// score (`cp`, or `mate`, or the game's end), the engine's own
/// centipawns (`raw`) and White's chances in thousandths (`wdl`).
fn shown_json<M>(e: &PositionEval<M>) -> Value {
    let mut o = eval_json(e.eval);
    if let Some(obj) = o.as_object_mut() {
        if let Some(raw) = e.raw {
            obj.insert("raw".into(), json!(raw));
        }
        obj.insert("wdl".into(), json!(e.wdl));
    }
    o
}

fn eval_json(e: Eval) -> Value {
    match e {
        Eval::Cp(cp) => json!({ "cp": cp }),
        Eval::Mate(n) => json!({ "mate": n }),
        Eval::Over(Some(c)) => json!({ "checkmate": side_name(c).to_lowercase() }),
        Eval::Over(None) => json!({ "stalemate": true }),
    }
}

/// The evaluations as stored: one object per position, with the engine's
/// move in coordinates (as the variant stores moves).
pub fn evals_to_json<P: StoredMove>(evals: &[PositionEval<P::Move>]) -> String {
    let v: Vec<Value> = evals
        .iter()
        .map(|e| {
            // The engine's own centipawns: read back, they are put on the
            // scale of the model of the day.
            let mut o = match e.raw {
                Some(raw) => json!({ "raw": raw }),
                None => eval_json(e.eval),
            };
            if let (Some(obj), Some(b)) = (o.as_object_mut(), e.best) {
                obj.insert("best".into(), json!(P::coords(b)));
            }
            if let (Some(obj), Some(l)) = (o.as_object_mut(), e.best_after) {
                let seen = match l.raw {
                    Some(raw) => json!({ "raw": raw }),
                    None => eval_json(l.eval),
                };
                obj.insert("best_after".into(), seen);
            }
            o
        })
        .collect();
    Value::Array(v).to_string()
}

/// A stored evaluation: `raw`, the engine's centipawns (`cp`: the same,
/// as analyses stored before the calibrated scale kept them), or a mate,
/// or the game's end.
fn stored_eval(o: &Value) -> Option<Eval> {
    Some(
        if let Some(cp) = o.get("raw").or_else(|| o.get("cp")).and_then(Value::as_i64) {
            Eval::Cp(cp as i32)
        } else if let Some(n) = o.get("mate").and_then(Value::as_i64) {
            Eval::Mate(n as i32)
        } else if let Some(c) = o.get("checkmate").and_then(Value::as_str) {
            Eval::Over(Some(if c == "white" {
                Color::White
            } else {
                Color::Black
            }))
        } else if o.get("stalemate").is_some() {
            Eval::Over(None)
        } else {
            return None;
        },
    )
}

/// Reads stored evaluations back against the game they belong to.
pub fn evals_from_json<P: StoredMove>(
    game: &Game<P>,
    text: &str,
) -> Result<Vec<PositionEval<P::Move>>, String> {
    let v: Vec<Value> = serde_json::from_str(text).map_err(|e| e.to_string())?;
    if v.len() != game.ply() + 1 {
        return Err(format!(
            "{} evaluations for {} positions",
            v.len(),
            game.ply() + 1
        ));
    }
    let mut pos = *game.start();
    let mut out = Vec::with_capacity(v.len());
    for (i, o) in v.iter().enumerate() {
        let eval = stored_eval(o).ok_or_else(|| format!("position {i}: no evaluation in {o}"))?;
        let best = match o.get("best").and_then(Value::as_str) {
            Some(coords) => Some(
                VariantPosition::legal_moves(&pos)
                    .into_iter()
                    .find(|&m| P::coords(m) == coords)
                    .ok_or_else(|| format!("position {i}: {coords} is not a legal move"))?,
            ),
            None => None,
        };
        let mut e = PositionEval::calibrated(&pos, eval, best, 0);
        if let (Some(seen), Some(b)) = (o.get("best_after"), best) {
            let seen = stored_eval(seen)
                .ok_or_else(|| format!("position {i}: no evaluation in {seen}"))?;
            let mut child = pos;
            child.play_unchecked(b);
            e.best_after = Some(Looked::from(&PositionEval::calibrated(
                &child, seen, None, 0,
            )));
        }
        out.push(e);
        if let Some(&m) = game.moves().get(i) {
            pos.play_unchecked(m);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use alice_engine::variant::EnginePosition;

    /// Stored evaluations keep the engine's own centipawns and are put on
    /// the calibrated scale as they are read, second looks included; an
    /// analysis stored before the scale (`cp` only) is read the same way.
    #[test]
    fn stored_evaluations_are_calibrated_as_they_are_read() {
        let mut game = Game::new(alice_core::Rules::default());
        game.play_text("e4").unwrap();
        let start = *game.start();
        let model = Position::wdl_model();
        let old = r#"[{"cp":150,"best":"d2d3"},{"cp":-40}]"#;
        let evals = evals_from_json(&game, old).unwrap();
        assert_eq!(evals[0].raw, Some(150));
        assert_eq!(
            evals[0].eval,
            Eval::Cp(model.normalise(150, start.material()))
        );
        assert_eq!(evals[0].eval, Eval::Cp(87));
        assert_eq!(evals[0].wdl, [475, 340, 185]);
        assert_eq!(evals[1].raw, Some(-40));
        // Written back: `raw`, and the second look after the engine's move.
        let mut looked = evals.clone();
        looked[0].best_after = Some(Looked {
            eval: Eval::Cp(model.normalise(120, start.material())),
            raw: Some(120),
        });
        let text = evals_to_json::<Position>(&looked);
        assert_eq!(
            text,
            r#"[{"best":"d2d3","best_after":{"raw":120},"raw":150},{"raw":-40}]"#
        );
        assert_eq!(evals_from_json(&game, &text).unwrap(), looked);
    }
}
