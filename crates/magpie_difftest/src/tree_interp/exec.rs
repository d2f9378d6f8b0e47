//! The tree walker: function activations, structured control flow, phi
//! variables and the step budget.
//!
//! A list of nodes runs to its end ([`Flow::Next`]) or stops early with a
//! `break`/`continue` that names a loop by depth, or a `return`. A `Loop`
//! consumes depth 0 and passes deeper ones out one level smaller; whatever
//! reaches a function's top level other than `return` is an inconsistency
//! of the tree (every CFG path ends in `ret` or `unreachable`).

use std::rc::Rc;

use magpie_mpir::{Const, FuncId, Function, FunctionInfo, Operand, Value};

use magpie_gpu::structurize::{Node, PhiVar, Src, Var};

use super::prepare::Prepared;
use super::{internal, TreeArg, TreeError};

/// A run-time value.
#[derive(Clone, Debug)]
pub(crate) enum Val {
    Scalar(Const),
    /// A buffer: the kernel argument at this position.
    Buffer(usize),
    /// A value struct: one value per field, in declaration order.
    Agg(Rc<[Val]>),
}

/// The ids of the running work-item.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct WorkItem {
    pub wg: [u32; 3],
    pub tid: [u32; 3],
    pub block: [u32; 3],
    pub grid: [u32; 3],
}

/// How a node list ended.
#[derive(Debug)]
enum Flow {
    Next,
    Break(u32),
    Continue(u32),
    Return(Option<Val>),
}

/// Call nesting beyond this is an inconsistency: the verifier rejects
/// recursion, so real nesting is bounded by the number of functions.
const MAX_CALL_DEPTH: u32 = 512;

/// Temporaries a function may use (the structurizer numbers them densely).
const MAX_TEMPS: u32 = 1 << 20;

/// One function activation: a slot per SSA value (a phi's slot is its
/// variable) and the swap temporaries of phi elimination.
#[derive(Debug)]
pub(crate) struct Frame<'p> {
    pub func: &'p Function,
    pub finfo: &'p FunctionInfo,
    values: Vec<Option<Val>>,
    temps: Vec<Option<Val>>,
}

impl<'p> Frame<'p> {
    fn new(func: &'p Function, finfo: &'p FunctionInfo) -> Self {
        Frame {
            func,
            finfo,
            values: vec![None; func.values.len()],
            temps: Vec::new(),
        }
    }

    fn value_name(&self, v: Value) -> &str {
        self.func.values.get(v).map_or("?", |d| d.name.as_str())
    }

    pub fn get(&self, v: Value) -> Result<Val, TreeError> {
        match self.values.get(v.index()) {
            Some(Some(x)) => Ok(x.clone()),
            Some(None) => Err(internal(format!(
                "@{}: %{} is read before it is assigned",
                self.func.name,
                self.value_name(v)
            ))),
            None => Err(internal(format!(
                "@{}: value #{} does not exist",
                self.func.name,
                v.index()
            ))),
        }
    }

    pub fn set(&mut self, v: Value, x: Val) -> Result<(), TreeError> {
        match self.values.get_mut(v.index()) {
            Some(slot) => {
                *slot = Some(x);
                Ok(())
            }
            None => Err(internal(format!(
                "@{}: value #{} does not exist",
                self.func.name,
                v.index()
            ))),
        }
    }

    pub fn operand(&self, op: &Operand) -> Result<Val, TreeError> {
        match op {
            Operand::Const(c) => Ok(Val::Scalar(*c)),
            Operand::Value(v) => self.get(*v),
        }
    }

    pub fn scalar(&self, op: &Operand) -> Result<Const, TreeError> {
        match self.operand(op)? {
            Val::Scalar(c) => Ok(c),
            _ => Err(internal(format!(
                "@{}: a scalar was expected, found a buffer or struct",
                self.func.name
            ))),
        }
    }

    fn temp(&self, t: u32) -> Result<Val, TreeError> {
        self.temps
            .get(t as usize)
            .cloned()
            .flatten()
            .ok_or_else(|| {
                internal(format!(
                    "@{}: ${t} is read before it is assigned",
                    self.func.name
                ))
            })
    }

    fn set_temp(&mut self, t: u32, x: Val) -> Result<(), TreeError> {
        if t >= MAX_TEMPS {
            return Err(internal(format!(
                "@{}: temporary ${t} is out of range",
                self.func.name
            )));
        }
        let t = t as usize;
        if self.temps.len() <= t {
            self.temps.resize(t + 1, None);
        }
        self.temps[t] = Some(x);
        Ok(())
    }
}

/// The interpreter's state for one launch.
#[derive(Debug)]
pub(crate) struct Machine<'p, 'm> {
    pub prog: &'p Prepared<'m>,
    pub mem: &'p mut [TreeArg],
    pub item: WorkItem,
    steps: u64,
    budget: u64,
    depth: u32,
}

impl<'p, 'm> Machine<'p, 'm> {
    pub fn new(prog: &'p Prepared<'m>, mem: &'p mut [TreeArg], budget: u64) -> Self {
        Machine {
            prog,
            mem,
            item: WorkItem::default(),
            steps: 0,
            budget,
            depth: 0,
        }
    }

    /// Runs `kernel` for one work-item with its parameter values.
    pub fn run_item(
        &mut self,
        kernel: FuncId,
        item: WorkItem,
        params: &[Val],
    ) -> Result<(), TreeError> {
        self.item = item;
        self.steps = 0;
        self.depth = 0;
        self.call(kernel, params.to_vec()).map(drop)
    }

    /// Counts one step against the work-item's budget.
    pub fn tick(&mut self) -> Result<(), TreeError> {
        self.steps += 1;
        if self.steps > self.budget {
            return Err(TreeError::Exec(format!(
                "step budget exceeded ({} nodes and instructions)",
                self.budget
            )));
        }
        Ok(())
    }

    /// Runs function `fid` on `args` and returns what it returns.
    pub fn call(&mut self, fid: FuncId, args: Vec<Val>) -> Result<Option<Val>, TreeError> {
        let prog = self.prog;
        let (func, finfo) = prog.function(fid)?;
        let tree = prog.tree(fid)?;
        if args.len() != func.params.len() {
            return Err(internal(format!(
                "@{} takes {} arguments, the call passes {}",
                func.name,
                func.params.len(),
                args.len()
            )));
        }
        if self.depth >= MAX_CALL_DEPTH {
            return Err(internal(format!("calls nest deeper than {MAX_CALL_DEPTH}")));
        }
        let mut fr = Frame::new(func, finfo);
        for (&p, a) in func.params.iter().zip(args) {
            fr.set(p, a)?;
        }
        self.depth += 1;
        let flow = self.run_nodes(&mut fr, tree);
        self.depth -= 1;
        match flow? {
            Flow::Return(v) => Ok(v),
            Flow::Next => Err(internal(format!(
                "the tree of @{} ends without a return",
                func.name
            ))),
            Flow::Break(d) | Flow::Continue(d) => Err(internal(format!(
                "the tree of @{} leaves a loop {} levels further out than it has",
                func.name,
                d + 1
            ))),
        }
    }

    fn run_nodes(&mut self, fr: &mut Frame<'p>, nodes: &'p [Node]) -> Result<Flow, TreeError> {
        for n in nodes {
            self.tick()?;
            match self.run_node(fr, n)? {
                Flow::Next => {}
                stop => return Ok(stop),
            }
        }
        Ok(Flow::Next)
    }

    fn run_node(&mut self, fr: &mut Frame<'p>, node: &'p Node) -> Result<Flow, TreeError> {
        match node {
            Node::Block(b) => self.run_block(fr, *b).map(|()| Flow::Next),
            Node::If {
                cond,
                then_branch,
                else_branch,
            } => {
                let arm = if truth(fr, cond)? {
                    then_branch
                } else {
                    else_branch
                };
                self.run_nodes(fr, arm)
            }
            Node::Switch {
                value,
                cases,
                default,
            } => {
                let x = fr.scalar(value)?;
                // Case values are the literals as written; compare them in
                // the scrutinee's encoding, as the CFG's switch does.
                let arm = cases
                    .iter()
                    .find(|(vals, _)| vals.iter().any(|&v| Const::int(x.ty, v).bits == x.bits))
                    .map_or(default, |(_, arm)| arm);
                self.run_nodes(fr, arm)
            }
            Node::Loop { body } => self.run_loop(fr, body),
            Node::Break { depth } => Ok(Flow::Break(*depth)),
            Node::Continue { depth } => Ok(Flow::Continue(*depth)),
            Node::Return(v) => {
                let v = v.as_ref().map(|o| fr.operand(o)).transpose()?;
                Ok(Flow::Return(v))
            }
            Node::Unreachable => Err(TreeError::Exec(format!(
                "@{}: control reached `unreachable`",
                fr.func.name
            ))),
            Node::Assign { var, value } => {
                let x = match value {
                    Src::Operand(o) => fr.operand(o)?,
                    Src::Temp(t) => fr.temp(*t)?,
                };
                match var {
                    Var::Phi(PhiVar(p)) => fr.set(*p, x)?,
                    Var::Temp(t) => fr.set_temp(*t, x)?,
                }
                Ok(Flow::Next)
            }
        }
    }

    fn run_loop(&mut self, fr: &mut Frame<'p>, body: &'p [Node]) -> Result<Flow, TreeError> {
        loop {
            // An empty body must still spend steps.
            self.tick()?;
            match self.run_nodes(fr, body)? {
                Flow::Next | Flow::Continue(0) => {}
                Flow::Break(0) => return Ok(Flow::Next),
                Flow::Break(d) => return Ok(Flow::Break(d - 1)),
                Flow::Continue(d) => return Ok(Flow::Continue(d - 1)),
                ret @ Flow::Return(_) => return Ok(ret),
            }
        }
    }

    /// The block's non-phi instructions, in order (phis are the variables
    /// that `Assign` nodes set on the incoming edges).
    fn run_block(&mut self, fr: &mut Frame<'p>, b: magpie_mpir::BlockId) -> Result<(), TreeError> {
        let block = fr.func.blocks.get(b).ok_or_else(|| {
            internal(format!(
                "@{}: block #{} does not exist",
                fr.func.name,
                b.index()
            ))
        })?;
        for &i in &block.insts {
            self.tick()?;
            self.exec_inst(fr, i)?;
        }
        Ok(())
    }
}

/// A `bool` or `pred` condition.
fn truth(fr: &Frame<'_>, cond: &Operand) -> Result<bool, TreeError> {
    Ok(fr.scalar(cond)?.bits != 0)
}
