//! Graph algorithms shared by the call graph and the struct containment
//! graph: strongly connected components and a concrete cycle through one.
//! Both are iterative, so a deep graph cannot overflow the stack.

/// Strongly connected components of the graph on `0..succ.len()` (Tarjan).
/// Every node is in exactly one component, and a component comes after every
/// component it reaches: for a call graph, callees first.
pub(super) fn sccs(succ: &[Vec<usize>]) -> Vec<Vec<usize>> {
    const NONE: usize = usize::MAX;
    let n = succ.len();
    let mut index = vec![NONE; n];
    let mut low = vec![0; n];
    let mut on_stack = vec![false; n];
    let mut stack = Vec::new();
    let mut out = Vec::new();
    let mut next = 0;
    // (node, index of its next edge to follow)
    let mut walk: Vec<(usize, usize)> = Vec::new();
    for root in 0..n {
        if index[root] != NONE {
            continue;
        }
        index[root] = next;
        low[root] = next;
        next += 1;
        stack.push(root);
        on_stack[root] = true;
        walk.push((root, 0));
        while let Some(top) = walk.last_mut() {
            let v = top.0;
            if let Some(&w) = succ[v].get(top.1) {
                top.1 += 1;
                if index[w] == NONE {
                    index[w] = next;
                    low[w] = next;
                    next += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    walk.push((w, 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            walk.pop();
            if let Some(&(u, _)) = walk.last() {
                low[u] = low[u].min(low[v]);
            }
            if low[v] == index[v] {
                let mut comp = Vec::new();
                while let Some(w) = stack.pop() {
                    on_stack[w] = false;
                    comp.push(w);
                    if w == v {
                        break;
                    }
                }
                comp.sort_unstable();
                out.push(comp);
            }
        }
    }
    out
}

/// True when the component has a cycle (more than one node, or a self-edge).
pub(super) fn is_cyclic(comp: &[usize], succ: &[Vec<usize>]) -> bool {
    match comp {
        [one] => succ[*one].contains(one),
        _ => true,
    }
}

/// A shortest cycle through `comp[0]` inside the component: the nodes in
/// order, starting and ending with `comp[0]` (`[a, a]` for a self-edge).
pub(super) fn cycle(comp: &[usize], succ: &[Vec<usize>]) -> Vec<usize> {
    let Some(&start) = comp.first() else {
        return Vec::new();
    };
    let in_comp = |w: usize| comp.binary_search(&w).is_ok();
    // parent[k] for comp[k], as a node; usize::MAX when not reached.
    let mut parent = vec![usize::MAX; comp.len()];
    let slot = |w: usize| comp.binary_search(&w).unwrap_or(0);
    let mut queue = std::collections::VecDeque::from([start]);
    parent[0] = start;
    while let Some(u) = queue.pop_front() {
        for &w in &succ[u] {
            if w == start {
                let mut path = vec![start, u];
                let mut x = u;
                while x != start {
                    x = parent[slot(x)];
                    path.push(x);
                }
                // path is start, u, ..., start reversed except the first.
                path.remove(0);
                path.reverse();
                path.push(start);
                return path;
            }
            if in_comp(w) && parent[slot(w)] == usize::MAX {
                parent[slot(w)] = u;
                queue.push_back(w);
            }
        }
    }
    vec![start, start]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn components_come_callees_first() {
        // 0 -> 1 -> 2 -> 1, 3 -> 3
        let succ = vec![vec![1], vec![2], vec![1], vec![3]];
        let c = sccs(&succ);
        assert_eq!(c, vec![vec![1, 2], vec![0], vec![3]]);
        assert!(is_cyclic(&c[0], &succ));
        assert!(!is_cyclic(&c[1], &succ));
        assert!(is_cyclic(&c[2], &succ));
        assert_eq!(cycle(&c[0], &succ), vec![1, 2, 1]);
        assert_eq!(cycle(&c[2], &succ), vec![3, 3]);
    }

    #[test]
    fn longer_cycle() {
        // 0 -> 1 -> 2 -> 0
        let succ = vec![vec![1], vec![2], vec![0]];
        let c = sccs(&succ);
        assert_eq!(c, vec![vec![0, 1, 2]]);
        assert_eq!(cycle(&c[0], &succ), vec![0, 1, 2, 0]);
    }
}
