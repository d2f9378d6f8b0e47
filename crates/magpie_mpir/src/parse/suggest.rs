//! "Did you mean" hints: the known names closest to a misspelt one.

/// Levenshtein distance, giving up (returning `limit + 1`) once it exceeds
/// `limit`. Inputs are clipped to 64 characters: hints are for typos.
pub(crate) fn distance(a: &str, b: &str, limit: usize) -> usize {
    let a: Vec<char> = a.chars().take(64).collect();
    let b: Vec<char> = b.chars().take(64).collect();
    if a.len().abs_diff(b.len()) > limit {
        return limit + 1;
    }
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for (i, ca) in a.iter().enumerate() {
        cur[0] = i + 1;
        let mut row_min = cur[0];
        for (j, cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != cb);
            cur[j + 1] = sub.min(prev[j + 1] + 1).min(cur[j] + 1);
            row_min = row_min.min(cur[j + 1]);
        }
        if row_min > limit {
            return limit + 1;
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()].min(limit + 1)
}

/// Up to `max` candidates within a distance of a third of the name's length
/// (at least 2), closest first; names that contain the input come next.
pub(crate) fn closest<'a>(
    name: &str,
    candidates: impl IntoIterator<Item = &'a str>,
    max: usize,
) -> Vec<&'a str> {
    let limit = (name.chars().count() / 3).max(2);
    let lower = name.to_ascii_lowercase();
    let mut scored: Vec<(usize, &'a str)> = Vec::new();
    for c in candidates {
        let d = distance(&lower, &c.to_ascii_lowercase(), limit);
        if d <= limit {
            scored.push((d, c));
        } else if lower.len() >= 3 && c.to_ascii_lowercase().contains(&lower) {
            scored.push((limit + 1, c));
        }
    }
    scored.sort();
    scored.dedup_by(|a, b| a.1 == b.1);
    scored.into_iter().take(max).map(|(_, c)| c).collect()
}

/// "did you mean `a`, `b`?" or `None`.
pub(crate) fn did_you_mean(found: &[&str]) -> Option<String> {
    if found.is_empty() {
        return None;
    }
    let list: Vec<String> = found.iter().map(|s| format!("`{s}`")).collect();
    Some(format!("did you mean {}?", list.join(", ")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances() {
        assert_eq!(distance("i.add", "i.add", 3), 0);
        assert_eq!(distance("i.ad", "i.add", 3), 1);
        assert_eq!(distance("f.mul", "i.add", 2), 3);
        assert_eq!(closest("f.ad", ["f.add", "f.sub", "i.add"], 3)[0], "f.add");
    }
}
