//! Building messages: headers (protocol 5.4) under the kernel's one session id, and messages that
//! carry their request's header as parent. Contents are `content`'s business.

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

    /// A reply or side effect of `parent`, routed to `identities` (the topic for iopub).
    pub fn message(&self, msg_type: &str, parent: &Json, identities: Vec<bytes::Bytes>, content: Json) -> Message {
        Message { identities, header: self.header(msg_type), parent_header: parent.clone(), metadata: json!({}), content, buffers: vec![] }
    }
}

impl Default for Session {
    fn default() -> Self {
        Self::new()
    }
}

/// The header of the request a message answers or belongs to, passed through the engine untouched.
pub type Parent = std::sync::Arc<Json>;

/// The parent of messages that answer no request (the first `starting` status).
pub fn no_parent() -> Parent {
    std::sync::Arc::new(json!({}))
}
