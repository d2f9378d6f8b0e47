//! Instructions, terminators and types as text, for error messages: the
//! canonical printer's forms, so a message quotes what `emit --target mpir`
//! shows.

pub(crate) use magpie_mpir::print::{inst as inst_text, term as term_text, ty as type_name};
