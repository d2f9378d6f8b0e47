//! "Did you mean ...?": the closest known name to a misspelt one, for the
//! verifier's names and the runtime configuration's keys.

/// The candidate closest to `name` by edit distance, when it is close enough
/// to be a likely typo (at most a third of the name's length, at least 1).
pub fn similar<'c>(name: &str, candidates: impl IntoIterator<Item = &'c str>) -> Option<&'c str> {
    let limit = (name.chars().count() / 3).max(1);
    candidates
        .into_iter()
        .filter(|c| *c != name)
        .map(|c| (edit_distance(name, c), c))
        .filter(|&(d, _)| d <= limit)
        .min_by_key(|&(d, _)| d)
        .map(|(_, c)| c)
}

/// Edit distance over chars where swapping two neighbours counts as one
/// edit (optimal string alignment), since `@twcie` is one typo of `@twice`.
fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    // Rows i-2, i-1 and i of the distance table.
    let mut prev2 = vec![0; b.len() + 1];
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for i in 1..=a.len() {
        cur[0] = i;
        for j in 1..=b.len() {
            let subst = prev[j - 1] + usize::from(a[i - 1] != b[j - 1]);
            let mut best = subst.min(prev[j] + 1).min(cur[j - 1] + 1);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(prev2[j - 2] + 1);
            }
            cur[j] = best;
        }
        std::mem::swap(&mut prev2, &mut prev);
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_typos_only() {
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("twcie", "twice"), 1);
        assert_eq!(edit_distance("", "ab"), 2);
        assert_eq!(similar("helpr", ["helper", "other"]), Some("helper"));
        assert_eq!(similar("x", ["completely_different"]), None);
    }
}
