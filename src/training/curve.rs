//! The learning curve as an SVG picture: the learner's win rate per block, coloured by opponent,
//! with its moving average over ten blocks.

use super::pipeline::{BlockLog, DEMOTE_BELOW, PROMOTE_AT};

/// An SVG line chart of win rate per block, with the 40% and 60% thresholds.
pub fn learning_curve_svg(log: &[BlockLog]) -> String {
    let (width, height, left, right, top, bottom) = (720.0, 360.0, 56.0, 16.0, 24.0, 44.0);
    let plot_w = width - left - right;
    let plot_h = height - top - bottom;
    let blocks = log.len().max(1) as f64;
    let x = |i: usize| left + plot_w * (i as f64 + 0.5) / blocks;
    let y = |rate: f64| top + plot_h * (1.0 - rate);
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\" font-family=\"sans-serif\" font-size=\"12\">\n\
         <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n\
         <text x=\"{}\" y=\"16\" text-anchor=\"middle\">Learner's win rate per block of 50 games</text>\n",
        width / 2.0
    );
    for tick in 0..=10 {
        let rate = tick as f64 / 10.0;
        svg += &format!(
            "<line x1=\"{left}\" x2=\"{}\" y1=\"{y0:.1}\" y2=\"{y0:.1}\" stroke=\"#ddd\"/><text x=\"{}\" y=\"{:.1}\" text-anchor=\"end\">{:.0}%</text>\n",
            width - right,
            left - 6.0,
            y(rate) + 4.0,
            rate * 100.0,
            y0 = y(rate)
        );
    }
    for (threshold, label) in [(PROMOTE_AT, "opponent adopts weights"), (DEMOTE_BELOW, "back to baseline")] {
        let yy = y(threshold as f64);
        svg += &format!(
            "<line x1=\"{left}\" x2=\"{}\" y1=\"{yy:.1}\" y2=\"{yy:.1}\" stroke=\"#999\" stroke-dasharray=\"4 4\"/><text x=\"{}\" y=\"{:.1}\" text-anchor=\"end\" fill=\"#777\">{label}</text>\n",
            width - right,
            width - right - 4.0,
            yy - 4.0
        );
    }
    let points: Vec<String> = log.iter().enumerate().map(|(i, l)| format!("{:.1},{:.1}", x(i), y(l.win_rate as f64))).collect();
    svg += &format!("<polyline fill=\"none\" stroke=\"#9bbbe0\" stroke-width=\"1\" points=\"{}\"/>\n", points.join(" "));
    let window = 10;
    let average: Vec<String> = (0..log.len())
        .map(|i| {
            let from = i.saturating_sub(window - 1);
            let rates = &log[from..=i];
            let mean = rates.iter().map(|l| l.win_rate as f64).sum::<f64>() / rates.len() as f64;
            format!("{:.1},{:.1}", x(i), y(mean))
        })
        .collect();
    svg += &format!("<polyline fill=\"none\" stroke=\"#1a365d\" stroke-width=\"2.5\" points=\"{}\"/>\n", average.join(" "));
    for (i, line) in log.iter().enumerate() {
        let colour = if line.opponent == "baseline" { "#c0392b" } else { "#5a8fd0" };
        svg += &format!("<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"2\" fill=\"{colour}\"/>\n", x(i), y(line.win_rate as f64));
    }
    let games = log.last().map_or(0, |l| l.games);
    svg += &format!(
        "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{games} games in blocks of 50 · dots: against its own weights (blue), the baseline (red) · line: 10-block mean</text>\n</svg>\n",
        left + plot_w / 2.0,
        height - 12.0
    );
    svg
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_curve_has_a_point_per_block_and_an_average_line() {
        let log: Vec<BlockLog> = (0..20)
            .map(|i| BlockLog {
                block: i + 1,
                games: 50 * (i + 1),
                win_rate: if i % 2 == 0 { 0.4 } else { 0.6 },
                opponent: if i == 3 { "baseline".into() } else { "self".into() },
                weight_norm: 1.0,
            })
            .collect();
        let svg = learning_curve_svg(&log);
        assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
        assert_eq!(svg.matches("<circle").count(), 20);
        assert_eq!(svg.matches("fill=\"#c0392b\"").count(), 1, "one block against the baseline");
        assert_eq!(svg.matches("<polyline").count(), 2);
        assert!(svg.contains("1000 games in blocks of 50"));
    }
}
