//! Shared by the integration tests: the corpus files, and the LLVM tools
//! that check the emitted IR (`opt`, `llc`, `ld.lld`, `llvm-readelf`).
//!
//! The tools are found as the product finds them (`magpie_llvm_tools`,
//! spec §14: `MAGPIE_LLC_PATH`, clang's directory, `PATH` with versioned
//! names, `/usr/lib/llvm-*/bin`), an llc of LLVM 19 or newer with the
//! AMDGPU target, and `opt`/`llvm-readelf` beside it. Without them a test
//! prints a `skip:` line and passes, unless `MAGPIE_REQUIRE` (a comma
//! list) names `llc` or `all`.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

pub fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every `.mp` under `dir`, sorted.
pub fn mp_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            mp_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "mp") {
            out.push(p);
        }
    }
}

/// The corpus the tests emit: the conformance kernels, the examples, and
/// the PTX crate's extra inputs (casts between every two types, subgroup
/// ops and atomics on wide and narrow types, raw pointers).
pub fn corpus() -> Vec<PathBuf> {
    let root = repo();
    let mut files = Vec::new();
    mp_files(&root.join("tests/kernels/in"), &mut files);
    mp_files(&root.join("examples"), &mut files);
    mp_files(&root.join("crates/magpie_gpu_ptx/tests/in"), &mut files);
    mp_files(&root.join("crates/magpie_gpu_hip/tests/in"), &mut files);
    files
}

/// True when `MAGPIE_REQUIRE` names `llc` (or `all`).
pub fn require_llc() -> bool {
    std::env::var("MAGPIE_REQUIRE")
        .is_ok_and(|v| v.split(',').any(|x| x.trim() == "llc" || x.trim() == "all"))
}

/// The four LLVM tools.
#[derive(Debug)]
pub struct Llvm {
    pub opt: PathBuf,
    pub llc: PathBuf,
    pub lld: PathBuf,
    pub readelf: PathBuf,
    dir: PathBuf,
}

/// The four tools, found by the product's discovery.
fn find_all() -> Result<(PathBuf, PathBuf, PathBuf, PathBuf), String> {
    use magpie_llvm_tools::{find_tool, Environment, LlvmTarget, Tool, ToolRequest};
    let env = Environment::from_process();
    let found = |r: ToolRequest| {
        find_tool(&r, &env)
            .map(|t| t.path)
            .map_err(|e| e.to_string())
    };
    let llc = found(ToolRequest::llc_for(LlvmTarget::Amdgpu).with_min_major(19))?;
    let beside = |tool| found(ToolRequest::new(tool).with_llc(llc.clone()));
    Ok((
        beside(Tool::Opt)?,
        llc.clone(),
        found(ToolRequest::new(Tool::Lld))?,
        beside(Tool::ReadElf)?,
    ))
}

/// The tools, or `None` (after the skip/fail rule of the module docs)
/// with the reason printed.
pub fn llvm_or_skip(what: &str) -> Option<Llvm> {
    match find_all() {
        Ok((opt, llc, lld, readelf)) => {
            let dir = std::env::temp_dir().join(format!("magpie_hip_{}", std::process::id()));
            std::fs::create_dir_all(&dir).ok()?;
            Some(Llvm {
                opt,
                llc,
                lld,
                readelf,
                dir,
            })
        }
        Err(why) => {
            assert!(
                !require_llc(),
                "LLVM tools (opt, llc, ld.lld, llvm-readelf) not found and MAGPIE_REQUIRE asks for llc: {why}"
            );
            eprintln!("skip: {what}: LLVM tools (opt, llc, ld.lld, llvm-readelf) not found: {why}");
            None
        }
    }
}

fn run(cmd: &mut Command) -> Result<String, String> {
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run {:?}: {e}", cmd.get_program()))?;
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(format!(
            "{:?} failed:\n{}{}",
            cmd.get_program(),
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

impl Llvm {
    /// `opt -passes=verify`, `llc -filetype=obj` for `mcpu`, `ld.lld
    /// -shared`, then the code object's notes (`llvm-readelf --notes`).
    /// `name` names the temporary files (kept on failure).
    pub fn build(&self, ir: &str, mcpu: &str, name: &str) -> Result<String, String> {
        let ll = self.dir.join(format!("{name}.ll"));
        let obj = self.dir.join(format!("{name}.o"));
        let hsaco = self.dir.join(format!("{name}.hsaco"));
        std::fs::write(&ll, ir).map_err(|e| e.to_string())?;
        let keep = |e: String| format!("{e}\n(kept {})", ll.display());
        run(Command::new(&self.opt)
            .args(["-passes=verify", "-disable-output"])
            .arg(&ll))
        .map_err(keep)?;
        run(Command::new(&self.llc)
            .args([
                "-march=amdgcn",
                &format!("-mcpu={mcpu}"),
                "-filetype=obj",
                "-o",
            ])
            .arg(&obj)
            .arg(&ll))
        .map_err(keep)?;
        run(Command::new(&self.lld)
            .arg("-shared")
            .arg(&obj)
            .arg("-o")
            .arg(&hsaco))
        .map_err(keep)?;
        let notes = run(Command::new(&self.readelf).arg("--notes").arg(&hsaco)).map_err(keep)?;
        for p in [&ll, &obj, &hsaco] {
            let _ = std::fs::remove_file(p);
        }
        Ok(notes)
    }

    /// `opt -passes=verify`, then `llc -march=nvptx64` for `mcpu`: the
    /// PTX text.
    pub fn nvptx(&self, ir: &str, mcpu: &str, name: &str) -> Result<String, String> {
        let ll = self.dir.join(format!("{name}.nvptx.ll"));
        let ptx = self.dir.join(format!("{name}.ptx"));
        std::fs::write(&ll, ir).map_err(|e| e.to_string())?;
        let keep = |e: String| format!("{e}\n(kept {})", ll.display());
        run(Command::new(&self.opt)
            .args(["-passes=verify", "-disable-output"])
            .arg(&ll))
        .map_err(keep)?;
        run(Command::new(&self.llc)
            .args(["-march=nvptx64", &format!("-mcpu={mcpu}"), "-o"])
            .arg(&ptx)
            .arg(&ll))
        .map_err(keep)?;
        let text = std::fs::read_to_string(&ptx).map_err(|e| e.to_string())?;
        let _ = std::fs::remove_file(&ll);
        let _ = std::fs::remove_file(&ptx);
        Ok(text)
    }

    /// `opt -O3` then `llc` (assembly): the optimized IR compiles too.
    pub fn build_optimized(&self, ir: &str, mcpu: &str, name: &str) -> Result<(), String> {
        let ll = self.dir.join(format!("{name}.O3.ll"));
        let opt_ll = self.dir.join(format!("{name}.O3.opt.ll"));
        std::fs::write(&ll, ir).map_err(|e| e.to_string())?;
        let keep = |e: String| format!("{e}\n(kept {})", ll.display());
        run(Command::new(&self.opt)
            .args(["-O3", "-S", &format!("-mcpu={mcpu}"), "-o"])
            .arg(&opt_ll)
            .arg(&ll))
        .map_err(keep)?;
        run(Command::new(&self.llc)
            .args(["-march=amdgcn", &format!("-mcpu={mcpu}"), "-o", "/dev/null"])
            .arg(&opt_ll))
        .map_err(keep)?;
        let _ = std::fs::remove_file(&ll);
        let _ = std::fs::remove_file(&opt_ll);
        Ok(())
    }
}

/// One kernel argument of the code object metadata.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Arg {
    pub name: String,
    pub offset: u64,
    pub size: u64,
    pub value_kind: String,
}

/// The facts of the (one) kernel in `llvm-readelf --notes` output.
#[derive(Clone, Debug, Default)]
pub struct KernelNotes {
    pub name: String,
    pub args: Vec<Arg>,
    pub group_segment_fixed_size: u64,
    pub wavefront_size: u64,
    pub max_flat_workgroup_size: u64,
}

/// Reads the YAML of `amdhsa.kernels` line by line (one kernel).
pub fn parse_notes(notes: &str) -> KernelNotes {
    let mut k = KernelNotes::default();
    let mut in_args = false;
    for line in notes.lines() {
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        let (entry, body) = match trimmed.strip_prefix("- ") {
            Some(rest) => (true, rest),
            None => (false, trimmed),
        };
        // `.args:` opens the list, on its own line or a kernel's first.
        if body.starts_with(".args:") {
            in_args = true;
            continue;
        }
        if in_args && entry && indent >= 6 {
            k.args.push(Arg::default());
        }
        let Some((key, value)) = body.split_once(':') else {
            continue;
        };
        let value = value.trim();
        if in_args && indent >= 6 {
            if let Some(a) = k.args.last_mut() {
                match key {
                    ".name" => a.name = value.to_string(),
                    ".offset" => a.offset = value.parse().unwrap_or(u64::MAX),
                    ".size" => a.size = value.parse().unwrap_or(u64::MAX),
                    ".value_kind" => a.value_kind = value.to_string(),
                    _ => {}
                }
            }
            continue;
        }
        if indent == 4 && key.starts_with('.') {
            in_args = false;
            match key {
                ".name" => k.name = value.to_string(),
                ".group_segment_fixed_size" => {
                    k.group_segment_fixed_size = value.parse().unwrap_or(0)
                }
                ".wavefront_size" => k.wavefront_size = value.parse().unwrap_or(0),
                ".max_flat_workgroup_size" => {
                    k.max_flat_workgroup_size = value.parse().unwrap_or(0)
                }
                _ => {}
            }
        }
    }
    k
}
