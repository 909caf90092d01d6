//! Building messages: headers (protocol 5.4), replies that carry the request header as parent, and
//! the content of `kernel_info_reply`.

use crate::jupyter::wire::Message;
use serde_json::{json, Value as Json};

pub const PROTOCOL_VERSION: &str = "5.4";

#[derive(Clone)]
pub struct Session {
    pub id: String,
}

impl Session {
    pub fn new() -> Session {
        Session { id: uuid::Uuid::new_v4().to_string() }
    }

    pub fn header(&self, msg_type: &str) -> Json {
        json!({
            "msg_id": uuid::Uuid::new_v4().to_string(),
            "session": self.id,
            "username": "cudalab",
            "date": chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Micros, true),
            "msg_type": msg_type,
            "version": PROTOCOL_VERSION,
        })
    }

    /// A reply or side effect of `parent`, routed to `identities` (empty for iopub).
    pub fn message(&self, msg_type: &str, parent: &Json, identities: Vec<bytes::Bytes>, content: Json) -> Message {
        Message { identities, header: self.header(msg_type), parent_header: parent.clone(), metadata: json!({}), content, buffers: vec![] }
    }
}

impl Default for Session {
    fn default() -> Self {
        Self::new()
    }
}

pub fn kernel_info() -> Json {
    json!({
        "status": "ok",
        "protocol_version": PROTOCOL_VERSION,
        "implementation": "cudalab",
        "implementation_version": env!("CARGO_PKG_VERSION"),
        "language_info": {
            "name": "python",
            "version": "3.12",
            "mimetype": "text/x-python",
            "file_extension": ".py",
            "pygments_lexer": "ipython3",
            "codemirror_mode": {"name": "ipython", "version": 3},
            "nbconvert_exporter": "python",
        },
        "banner": format!("cudalab {} — the Numba-CUDA dialect of Python, on the GPU or its simulator", env!("CARGO_PKG_VERSION")),
        "help_links": [
            {"text": "Numba CUDA", "url": "https://nvidia.github.io/numba-cuda/"},
            {"text": "cudalab", "url": "https://github.com/cudalab/cudalab"},
        ],
        "debugger": false,
    })
}
