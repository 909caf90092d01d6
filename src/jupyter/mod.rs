//! The Jupyter side of cudalab: connection files, wire framing and signing, typed message contents (`content`), headers (`message`),
//! the socket tasks, and kernelspec installation. Only this module knows JSON message shapes; it
//! talks to the interpreter through `engine`.

pub mod connection;
pub mod content;
pub mod history;
pub mod install;
pub mod message;
pub mod server;
pub mod wire;
