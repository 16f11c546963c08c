//! The charts, drawn with plotters: the rating history of `/rating` and
//! the evaluation graph of `/analyze`.

use super::text::{self, Style};
use super::{register_fonts, rgb, Image, RenderError, BACKGROUND, LABEL};
use crate::lang::Lang;
use crate::t;
use plotters::chart::MeshStyle;
use plotters::prelude::*;

/// The charts' grid and labels: light on the dark background, whole
/// numbers up the y axis.
fn house_style<'m, 'a, 'b, X, Y, DB>(
    mesh: &'m mut MeshStyle<'a, 'b, X, Y, DB>,
) -> &'m mut MeshStyle<'a, 'b, X, Y, DB>
where
    X: Ranged,
    Y: Ranged<ValueType = f64>,
    DB: DrawingBackend,
{
    let label = rgb(LABEL);
    mesh.y_label_formatter(&|y| format!("{y:.0}"))
        .label_style(("alice-sans", LABEL_PX).into_font().color(&label))
        .light_line_style(rgb([0x3c, 0x3f, 0x45]))
        .bold_line_style(rgb([0x4e, 0x51, 0x58]))
        .axis_style(label)
}

/// The charts' labels (px): at least 9 px where a chart is shown 360 px
/// wide, as on a phone (the widest chart is 720 px).
pub const LABEL_PX: u32 = 18;
/// The charts' titles (px).
pub const TITLE_PX: u32 = 24;
/// The band of the title above the chart.
const TITLE_BAND: u32 = TITLE_PX + 10;
/// The space around a chart.
const MARGIN: u32 = 12;

pub const CHART_WIDTH: u32 = 640;
pub const CHART_HEIGHT: u32 = 320;
/// The line's colour.
pub const LINE: [u8; 3] = [0x3a, 0x7b, 0xd5];

/// The words drawn on a chart, in its reader's language.
#[derive(Clone, Debug)]
pub struct ChartWords {
    pub title: String,
    /// What the x axis counts (games, moves).
    pub x: String,
    /// What the y axis shows (none for a rating).
    pub y: String,
    /// The legend's words for the marks' colours (inaccuracy, mistake,
    /// blunder), where the chart has marks.
    pub marks: [String; 3],
}

impl ChartWords {
    /// The evaluation graph's words for game `game` between `white` and
    /// `black`, in `lang`.
    pub fn evaluation(lang: Lang, game: i64, white: &str, black: &str) -> ChartWords {
        ChartWords {
            title: t!(
                lang,
                "chart-eval-title",
                game = game,
                white = white,
                black = black
            ),
            x: lang.t("chart-eval-x"),
            y: lang.t("chart-eval-y"),
            marks: ["inaccuracy", "mistake", "blunder"]
                .map(|class| t!(lang, "chart-mark", class = class)),
        }
    }

    /// The rating chart's words for the player `name`, in `lang`.
    pub fn rating(lang: Lang, name: &str) -> ChartWords {
        ChartWords {
            title: t!(lang, "chart-rating-title", name = name),
            x: lang.t("chart-rating-x"),
            y: String::new(),
            marks: Default::default(),
        }
    }
}

/// Draws a rating after each rated game (`history`: rating, Unix
/// milliseconds), starting from the initial 1500. The x axis counts games.
pub fn rating_chart(words: &ChartWords, history: &[(f64, i64)]) -> Result<Image, RenderError> {
    register_fonts()?;
    let mut points: Vec<(i32, f64)> = vec![(0, 1500.0)];
    points.extend(
        history
            .iter()
            .enumerate()
            .map(|(i, (r, _))| (i as i32 + 1, *r)),
    );
    let lo = points.iter().map(|p| p.1).fold(f64::INFINITY, f64::min);
    let hi = points.iter().map(|p| p.1).fold(f64::NEG_INFINITY, f64::max);
    // At least 100 points of range, rounded out to tens.
    let pad = ((100.0 - (hi - lo)).max(0.0) / 2.0).max(10.0);
    let (y0, y1) = (
        ((lo - pad) / 10.0).floor() * 10.0,
        ((hi + pad) / 10.0).ceil() * 10.0,
    );
    let x1 = (points.len() as i32 - 1).max(1);
    let mut img = Image {
        width: CHART_WIDTH,
        height: CHART_HEIGHT,
        data: vec![0; (CHART_WIDTH * CHART_HEIGHT * 3) as usize],
        drawn: None,
    };
    let area;
    let err = |e: &dyn std::fmt::Display| RenderError(e.to_string());
    {
        let root = BitMapBackend::with_buffer(&mut img.data, (CHART_WIDTH, CHART_HEIGHT))
            .into_drawing_area();
        root.fill(&rgb(BACKGROUND)).map_err(|e| err(&e))?;
        let mut chart = ChartBuilder::on(&root)
            .margin(MARGIN)
            .margin_top(MARGIN + TITLE_BAND)
            .x_label_area_size(44)
            .y_label_area_size(64)
            .build_cartesian_2d(0..x1, y0..y1)
            .map_err(|e| err(&e))?;
        area = chart.plotting_area().get_pixel_range();
        house_style(&mut chart.configure_mesh())
            .x_labels((x1 as usize + 1).min(10))
            .y_labels(6)
            .x_label_formatter(&|x| x.to_string())
            .draw()
            .map_err(|e| err(&e))?;
        let line = rgb(LINE);
        chart
            .draw_series(LineSeries::new(
                points.iter().copied(),
                line.stroke_width(3),
            ))
            .map_err(|e| err(&e))?;
        chart
            .draw_series(
                points
                    .iter()
                    .map(|&(x, y)| Circle::new((x, y), 4, line.filled())),
            )
            .map_err(|e| err(&e))?;
        root.present().map_err(|e| err(&e))?;
    }
    draw_words(&mut img, words, area)?;
    Ok(img)
}

pub const EVAL_WIDTH: u32 = 720;
pub const EVAL_HEIGHT: u32 = 300;
/// Marks of inaccuracies, mistakes and blunders (lichess's colours).
pub const MARKS: [[u8; 3]; 3] = [[0x56, 0xb4, 0xe9], [0xe6, 0x9f, 0x00], [0xdb, 0x30, 0x31]];

/// A point of the evaluation graph: White's winning chances (from -1 to 1)
/// after `ply` plies, and the judgement of the move that led there (0, 1,
/// 2: inaccuracy, mistake, blunder).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EvalPoint {
    pub ply: usize,
    pub white_chances: f64,
    pub mark: Option<usize>,
}

/// White's winning chances move by move as a percentage (White's share
/// filled light, Black's dark), the mistakes marked in their colours.
pub fn eval_chart(words: &ChartWords, points: &[EvalPoint]) -> Result<Image, RenderError> {
    register_fonts()?;
    let mut img = Image {
        width: EVAL_WIDTH,
        height: EVAL_HEIGHT,
        data: vec![0; (EVAL_WIDTH * EVAL_HEIGHT * 3) as usize],
        drawn: None,
    };
    // x in moves: White's move n at n, Black's reply half a move after
    // it, the start half a move before the first; labels on whole moves.
    let x = |ply: usize| ply as f64 / 2.0 + 0.5;
    let x1 = x(points.last().map_or(1, |p| p.ply.max(1)));
    let pct = |c: f64| 50.0 + 50.0 * c.clamp(-1.0, 1.0);
    let area;
    let mut legend = Vec::new();
    let err = |e: &dyn std::fmt::Display| RenderError(e.to_string());
    {
        let root = BitMapBackend::with_buffer(&mut img.data, (EVAL_WIDTH, EVAL_HEIGHT))
            .into_drawing_area();
        root.fill(&rgb(BACKGROUND)).map_err(|e| err(&e))?;
        let mut chart = ChartBuilder::on(&root)
            .margin(MARGIN)
            .margin_top(MARGIN + TITLE_BAND)
            .x_label_area_size(44)
            .y_label_area_size(64)
            .build_cartesian_2d(0.5..x1, 0.0..100.0)
            .map_err(|e| err(&e))?;
        area = chart.plotting_area().get_pixel_range();
        house_style(&mut chart.configure_mesh())
            .x_labels(10)
            .y_labels(5)
            .x_label_formatter(&|x| {
                if x.fract().abs() < 1e-9 {
                    format!("{x:.0}")
                } else {
                    String::new()
                }
            })
            .draw()
            .map_err(|e| err(&e))?;
        let series: Vec<(f64, f64)> = points
            .iter()
            .map(|p| (x(p.ply), pct(p.white_chances)))
            .collect();
        chart
            .draw_series(AreaSeries::new(
                series.iter().copied(),
                0.0,
                rgb([0xd8, 0xd8, 0xd8]).mix(0.35),
            ))
            .map_err(|e| err(&e))?;
        chart
            .draw_series(LineSeries::new(
                [(0.5, 50.0), (x1, 50.0)],
                rgb([0x80, 0x84, 0x8e]).stroke_width(1),
            ))
            .map_err(|e| err(&e))?;
        chart
            .draw_series(LineSeries::new(
                series.iter().copied(),
                rgb([0xf2, 0xf3, 0xf5]).stroke_width(2),
            ))
            .map_err(|e| err(&e))?;
        // Each kind of mark a series of its own, named in the legend.
        for (kind, &mark) in MARKS.iter().enumerate() {
            let colour = rgb(mark);
            chart
                .draw_series(
                    points
                        .iter()
                        .filter(|p| p.mark.map(|m| m.min(2)) == Some(kind))
                        .map(|p| Circle::new((x(p.ply), pct(p.white_chances)), 6, colour.filled())),
                )
                .map_err(|e| err(&e))?;
        }
        // The legend: a box in the lower left corner, a dot and the word
        // for each kind of mark (the words drawn once plotters is done).
        let label = Style::regular(LABEL_PX as f32);
        let row = LABEL_PX as i32 + 6;
        let widest = words
            .marks
            .iter()
            .map(|w| text::width(w, label))
            .collect::<Result<Vec<f32>, _>>()?
            .into_iter()
            .fold(0.0f32, f32::max);
        let (w, h) = (32 + widest.ceil() as i32 + 10, 8 + row * 3);
        let (left, bottom) = (area.0.start + 8, area.1.end - 8);
        let top = bottom - h;
        root.draw(&Rectangle::new(
            [(left, top), (left + w, bottom)],
            rgb(BACKGROUND).mix(0.8).filled(),
        ))
        .map_err(|e| err(&e))?;
        root.draw(&Rectangle::new(
            [(left, top), (left + w, bottom)],
            rgb([0x4e, 0x51, 0x58]),
        ))
        .map_err(|e| err(&e))?;
        for (kind, word) in words.marks.iter().enumerate() {
            let cy = top + 4 + row * kind as i32 + row / 2;
            root.draw(&Circle::new((left + 16, cy), 6, rgb(MARKS[kind]).filled()))
                .map_err(|e| err(&e))?;
            let width = text::width(word, label)?;
            legend.push((word.clone(), left + 32 + (width / 2.0).round() as i32, cy));
        }
        root.present().map_err(|e| err(&e))?;
    }
    draw_words(&mut img, words, area)?;
    for (word, cx, cy) in legend {
        text::draw_centered(
            &mut img,
            &word,
            Style::regular(LABEL_PX as f32),
            cx,
            cy,
            LABEL,
        )?;
    }
    Ok(img)
}

/// Draws a chart's title above it and the axes' names under the x axis and
/// up the y axis (`area`: the plotting area's pixels).
fn draw_words(
    img: &mut Image,
    words: &ChartWords,
    area: (std::ops::Range<i32>, std::ops::Range<i32>),
) -> Result<(), RenderError> {
    let label = Style::regular(LABEL_PX as f32);
    let (w, h) = (img.width as i32, img.height as i32);
    let m = MARGIN as i32;
    text::draw_centered(
        img,
        &words.title,
        Style::bold(TITLE_PX as f32),
        w / 2,
        m + TITLE_BAND as i32 / 2,
        LABEL,
    )?;
    let mid_x = (area.0.start + area.0.end) / 2;
    let mid_y = (area.1.start + area.1.end) / 2;
    if !words.x.is_empty() {
        text::draw_centered(
            img,
            &words.x,
            label,
            mid_x,
            h - m - LABEL_PX as i32 / 2,
            LABEL,
        )?;
    }
    if !words.y.is_empty() {
        text::draw_upwards(img, &words.y, label, m + LABEL_PX as i32 / 2, mid_y, LABEL)?;
    }
    Ok(())
}

/// The chart as PNG bytes.
pub fn rating_chart_png(
    words: &ChartWords,
    history: &[(f64, i64)],
) -> Result<Vec<u8>, RenderError> {
    rating_chart(words, history)?.png()
}
