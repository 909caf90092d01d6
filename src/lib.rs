//! cudalab: a Jupyter kernel for GPU programming courses.
//!
//! Module map (see DESIGN.md): `lang` turns cell text into syntax, `host` evaluates it, `jupyter`
//! speaks the kernel protocol, `notebook` runs `.ipynb` files without Jupyter, `engine` connects the
//! protocol to the interpreter on its own thread.

pub mod array;
pub mod compiler;
pub mod doctor;
pub mod engine;
pub mod gpu;
pub mod host;
pub mod jupyter;
pub mod lang;
pub mod libm;
pub mod mime;
pub mod notebook;
pub mod plot;
pub mod runtime;
pub mod sim;
pub mod timing;
