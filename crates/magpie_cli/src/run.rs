//! `magpie-gpu run FILE --kernel K --grid X[,Y,Z] [--block X[,Y,Z]] --arg NAME=SPEC... [--device D] [--print NAME]... [--explain-selection]`
//!
//! FILE is kernel text or a bundle (`.mpb`, recognised by its magic bytes):
//! from a bundle, the module holding the kernel is loaded for the device
//! (`Device::load_module`), and `--explain-selection` says which code each
//! of its kernels took and why.

use std::path::Path;
use std::time::Instant;

use magpie_mpir::{Elem, Module, Type};
use magpie_rt::argspec::{self, ArgSpec, NamedArg};
use magpie_rt::{Arg, Device, DynBuffer, ElemDesc, FieldValue, GpuError, MemoryHint, StructArg};
use serde_json::json;

use crate::device_choice;
use crate::pipeline::read;
use crate::report::{tool_error, Style};
use crate::Status;

/// What `run` was asked to do.
#[derive(Debug)]
pub struct RunRequest<'a> {
    pub file: &'a Path,
    pub kernel: &'a str,
    pub grid: &'a str,
    pub block: Option<&'a str>,
    pub args: &'a [String],
    pub device: &'a str,
    pub print: &'a [String],
    pub explain_selection: bool,
    /// `profile`: launch under a profiling session (`crate::profile`).
    pub profile: Option<crate::profile::ProfileRequest<'a>>,
}

/// A prepared argument: the launch argument's source and, for buffers, the
/// buffer (kept to be printed).
enum Prepared {
    Buffer(DynBuffer, magpie_mpir::Scalar),
    Scalar(magpie_mpir::Const),
    Struct(StructArg),
}

pub fn run(req: &RunRequest<'_>, style: &Style) -> Status {
    let config = match device_choice::config(style) {
        Ok(c) => c,
        Err(status) => return status,
    };
    match execute(req, &config, style) {
        Ok(status) => status,
        Err(Failure::Tool(message)) => {
            tool_error(style, &message);
            Status::Failure
        }
        Err(Failure::Gpu(e)) => {
            if style.json() {
                println!(
                    "{}",
                    json!({ "error": { "kind": e.kind.name(), "backend": e.backend, "message": e.message, "code": e.code } })
                );
            } else {
                eprintln!("error[{}]: {}", e.kind.name(), e.message);
            }
            Status::InputErrors
        }
    }
}

enum Failure {
    Tool(String),
    Gpu(GpuError),
}

impl From<GpuError> for Failure {
    fn from(e: GpuError) -> Self {
        Failure::Gpu(e)
    }
}

fn execute(
    req: &RunRequest<'_>,
    config: &magpie_rt::RuntimeConfig,
    style: &Style,
) -> Result<Status, Failure> {
    let bundle = crate::bundle_file::open_if_bundle(req.file)?;
    let source = match &bundle {
        Some(_) => String::new(),
        None => match read(req.file) {
            Ok(s) => s,
            Err(e) => return Ok(e.report(style)),
        },
    };
    let grid = dims(req.grid, "--grid").map_err(Failure::Tool)?;
    let block = req
        .block
        .map(|b| dims(b, "--block"))
        .transpose()
        .map_err(Failure::Tool)?;
    let named: Vec<NamedArg> = req
        .args
        .iter()
        .map(|a| argspec::parse_named(a))
        .collect::<Result<_, _>>()
        .map_err(Failure::Tool)?;
    let (device, note) = device_choice::pick(req.device, config)?;
    if let Some(note) = note {
        eprintln!("note: {note}");
    }
    // Begun before the arguments are made, so that their uploads are in it.
    let mut session = req
        .profile
        .as_ref()
        .map(|_| device.profile_begin())
        .transpose()?;
    let program = match &bundle {
        Some(b) => {
            let module = crate::bundle_file::module_of_kernel(b, req.kernel)?;
            device.load_module(b, &module)?
        }
        None => device.compile_named(&req.file.display().to_string(), &source)?,
    };
    if req.explain_selection && !style.json() {
        eprintln!("{}", crate::bundle_file::explain(&program, &device));
    }
    if !program.warnings().is_empty() && !style.json() {
        eprint!("{}", program.warnings());
    }
    let kernel = program.kernel(req.kernel)?;
    let module = program.module();
    let func = module
        .function_by_name(kernel.name().trim_start_matches('@'))
        .map(|f| &module.functions[f])
        .ok_or_else(|| Failure::Tool(format!("kernel {} vanished", kernel.name())))?;
    let mut prepared: Vec<(String, Prepared)> = Vec::new();
    for &p in &func.params {
        let def = &func.values[p];
        let spec = named.iter().find(|a| a.name == def.name).ok_or_else(|| {
            let params: Vec<String> = kernel
                .params()
                .iter()
                .map(|p| format!("{}: {}", p.name, p.ty))
                .collect();
            Failure::Tool(format!(
                "no --arg for parameter %{} (the kernel takes {})",
                def.name,
                params.join(", ")
            ))
        })?;
        let arg = prepare(&device, module, &def.name, def.ty, &spec.spec).map_err(Failure::Tool)?;
        prepared.push((def.name.clone(), arg));
    }
    for a in &named {
        if !prepared.iter().any(|(n, _)| *n == a.name) {
            return Err(Failure::Tool(format!(
                "--arg {}: the kernel has no parameter %{}",
                a.name, a.name
            )));
        }
    }
    for name in req.print {
        match prepared.iter().find(|(n, _)| n == name) {
            Some((_, Prepared::Buffer(..))) => {}
            Some(_) => {
                return Err(Failure::Tool(format!(
                    "--print {name}: %{name} is not a buffer"
                )))
            }
            None => {
                return Err(Failure::Tool(format!(
                    "--print {name}: no parameter %{name}"
                )))
            }
        }
    }
    let args: Vec<Arg<'_>> = prepared
        .iter()
        .map(|(_, p)| match p {
            Prepared::Buffer(b, _) => Arg::from(b),
            Prepared::Scalar(c) => Arg::Scalar(*c),
            Prepared::Struct(a) => Arg::Struct(a.clone()),
        })
        .collect();
    let block = block.unwrap_or_else(|| kernel.workgroup_size());
    let start = Instant::now();
    let mut counters = None;
    match (&mut session, &req.profile) {
        (Some(s), Some(p)) => {
            for _ in 0..p.repeat {
                s.launch_profiled(&kernel, grid, block, &args)?;
            }
            // Counters after the timed launches, over one more: collecting
            // them may replay a kernel, which its time would include.
            if p.counters {
                let offered = device.available_counters();
                let names: Vec<&str> = offered.iter().map(|c| c.name.as_str()).collect();
                let warnings = s.enable_counters(&names)?;
                for warning in &warnings {
                    eprintln!("{}", crate::profile::warning_line(warning));
                }
                if !offered.is_empty() {
                    s.launch_profiled(&kernel, grid, block, &args)?;
                }
                counters = Some((s.read_counters()?, offered));
            }
        }
        _ => kernel.launch(grid, block, &args)?,
    }
    let elapsed = start.elapsed();
    let mut printed = serde_json::Map::new();
    for name in req.print {
        if let Some((_, Prepared::Buffer(buf, elem))) = prepared.iter().find(|(n, _)| n == name) {
            let text = argspec::buffer_json(*elem, &buf.to_bytes()?);
            if style.json() {
                let value: serde_json::Value =
                    serde_json::from_str(&text).unwrap_or(serde_json::Value::Null);
                printed.insert(name.clone(), value);
            } else {
                println!("{text}");
            }
        }
    }
    if let (Some(s), Some(p)) = (session, &req.profile) {
        let profile = s.end()?;
        return crate::profile::report(&profile, p, counters.as_ref(), style)
            .map_err(Failure::Tool);
    }
    if style.json() {
        println!(
            "{}",
            json!({
                "kernel": kernel.name(),
                "device": device.name(),
                "backend": device.backend().spec_name(),
                "grid": grid,
                "block": block,
                "seconds": elapsed.as_secs_f64(),
                "buffers": printed,
                "selection": req.explain_selection.then(|| crate::bundle_file::selection_json(&program)),
            })
        );
    } else {
        eprintln!(
            "ran {} on {} ({}) with grid {:?} and block {:?} in {:.3} ms",
            kernel.name(),
            device.name(),
            device.backend().spec_name(),
            grid,
            block,
            elapsed.as_secs_f64() * 1e3
        );
    }
    Ok(Status::Ok)
}

/// `X`, `X,Y` or `X,Y,Z` (missing dimensions are 1).
fn dims(s: &str, flag: &str) -> Result<[u32; 3], String> {
    let parts: Vec<&str> = s.split(',').map(str::trim).collect();
    if parts.is_empty() || parts.len() > 3 {
        return Err(format!("{flag} {s}: expected X, X,Y or X,Y,Z"));
    }
    let mut d = [1u32; 3];
    for (i, p) in parts.iter().enumerate() {
        d[i] = p
            .parse()
            .map_err(|_| format!("{flag} {s}: `{p}` is not a dimension"))?;
    }
    Ok(d)
}

fn prepare(
    device: &Device,
    module: &Module,
    name: &str,
    ty: Type,
    spec: &ArgSpec,
) -> Result<Prepared, String> {
    match (ty, spec) {
        (Type::Buffer(Elem::Scalar(elem)), ArgSpec::Buffer { elem: given, .. }) => {
            if *given != elem {
                return Err(format!(
                    "argument %{name}: the kernel takes a buffer of {}, not {}",
                    elem.name(),
                    given.name()
                ));
            }
            let bytes = spec.buffer_bytes().ok_or_else(|| {
                format!("argument %{name}: the buffer is too large for this machine")
            })?;
            let buf = device
                .buffer_from_bytes(ElemDesc::Scalar(elem), &bytes, MemoryHint::Auto)
                .map_err(|e| format!("argument %{name}: {}", e.message))?;
            Ok(Prepared::Buffer(buf, elem))
        }
        (Type::Scalar(s), ArgSpec::Scalar(c)) => {
            if c.ty != s {
                return Err(format!(
                    "argument %{name}: the kernel takes {}, not {}",
                    s.name(),
                    c.ty.name()
                ));
            }
            Ok(Prepared::Scalar(*c))
        }
        (
            Type::Struct(h),
            ArgSpec::Struct {
                name: sname,
                fields,
            },
        ) => {
            let decl = &module.structs[h];
            if decl.name != *sname {
                return Err(format!(
                    "argument %{name}: the kernel takes {}, not {sname}",
                    decl.name
                ));
            }
            let mut arg = StructArg::new(sname.clone());
            for (fname, text) in fields {
                let field = decl
                    .fields
                    .iter()
                    .find(|f| f.name == *fname)
                    .ok_or_else(|| format!("argument %{name}: {sname} has no field `{fname}`"))?;
                let Type::Scalar(fty) = field.ty else {
                    return Err(format!(
                        "argument %{name}: field `{fname}` is a struct; nested structs cannot be given on the command line"
                    ));
                };
                let c = argspec::parse_scalar(fty, text)
                    .map_err(|e| format!("argument %{name}, field `{fname}`: {e}"))?;
                arg = arg.field(fname.clone(), FieldValue::Scalar(c));
            }
            Ok(Prepared::Struct(arg))
        }
        (Type::Buffer(Elem::Struct(_)), _) => Err(format!(
            "argument %{name}: buffers of structs cannot be given on the command line yet"
        )),
        (ty, _) => Err(format!(
            "argument %{name}: the spec does not fit the parameter's type {}",
            magpie_mpir::print::ty(module, ty)
        )),
    }
}
