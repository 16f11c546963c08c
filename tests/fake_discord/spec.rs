//! What Discord accepts of a request, as the fake checks it: every route
//! the bot may call and the form of its body, written from Discord's
//! OpenAPI specification (discord/discord-api-spec, `specs/openapi.json`:
//! the request schemas of those routes, their fields' types, lengths,
//! counts, ranges and enumerations), with Discord's documented limits
//! where they are narrower than the schema (a bot's message text is 2,000
//! characters, five action rows without the components-v2 flag, a row of
//! five buttons or one select, 6,000 characters of embeds, a command of
//! 8,000) and the rules the schema cannot say (unique custom ids and
//! option values, command names by Discord's pattern, required options
//! first).
//!
//! A request that breaks any of it is answered as Discord answers it:
//! 400, code 50035 "Invalid Form Body", with each field's error under its
//! path in `errors`.

use serde_json::{json, Map, Value};

/// One field's error: its dotted path in the body, Discord's code and
/// message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldError {
    pub path: String,
    pub code: &'static str,
    pub message: String,
}

impl std::fmt::Display for FieldError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {} ({})", self.path, self.message, self.code)
    }
}

/// The `errors` object of Discord's 50035 answer: each error under its
/// path (`{"components": {"0": {"label": {"_errors": [...]}}}}`).
pub fn errors_json(errors: &[FieldError]) -> Value {
    let mut root = Map::new();
    for e in errors {
        let mut at = &mut root;
        for key in e.path.split('.').filter(|k| !k.is_empty()) {
            at = at
                .entry(key.to_string())
                .or_insert_with(|| json!({}))
                .as_object_mut()
                .expect("an object");
        }
        let list = at.entry("_errors").or_insert_with(|| json!([]));
        if let Some(list) = list.as_array_mut() {
            list.push(json!({"code": e.code, "message": e.message}));
        }
    }
    Value::Object(root)
}

/// A field's form.
#[derive(Clone, Copy)]
pub enum T {
    Any,
    Bool,
    Int {
        min: i64,
        max: i64,
    },
    /// An integer from a list (an enumeration).
    IntIn(&'static [i64]),
    Num {
        min: f64,
        max: f64,
    },
    /// A string of `min` to `max` characters.
    Str {
        min: usize,
        max: usize,
    },
    StrIn(&'static [&'static str]),
    /// An id: digits, as a string or (as Discord also takes) an integer.
    Snowflake,
    /// A nonce: an integer, or a string of at most 25 characters.
    Nonce,
    Array {
        items: &'static T,
        min: usize,
        max: usize,
        unique: bool,
    },
    /// An object of free keys (localisations): at most `max` of them.
    Map {
        values: &'static T,
        max: usize,
    },
    Object(&'static Obj),
    /// An object whose `type` field says which form it has.
    ByType(&'static [(i64, &'static Obj)]),
}

/// An object's fields; any other field is let through (the schema allows
/// them), a missing required one is an error, and `null` stands for an
/// absent field that is not required.
pub struct Obj {
    pub fields: &'static [(&'static str, T)],
    pub required: &'static [&'static str],
}

const fn s(min: usize, max: usize) -> T {
    T::Str { min, max }
}

const fn int(min: i64, max: i64) -> T {
    T::Int { min, max }
}

/// A list of at most `max` items, repeats allowed.
const fn list(items: &'static T, max: usize) -> T {
    T::Array {
        items,
        min: 0,
        max,
        unique: false,
    }
}

const INT32: T = int(0, i32::MAX as i64);
const ANY_INT: T = int(i64::MIN, i64::MAX);
const SNOWFLAKES_100: T = T::Array {
    items: &T::Snowflake,
    min: 0,
    max: 100,
    unique: true,
};

// Messages: MessageCreateRequest, MessageEditRequestPartial, the webhook
// and interaction-callback message bodies share these fields.

/// Discord's documented limit on a message's text (the schema allows
/// 4,000 on a channel post; a bot's message is refused past 2,000).
pub const MAX_CONTENT: usize = 2000;

const EMBED_AUTHOR: Obj = Obj {
    fields: &[
        ("name", s(0, 256)),
        ("url", s(0, 2048)),
        ("icon_url", s(0, 2048)),
    ],
    required: &[],
};
const EMBED_FOOTER: Obj = Obj {
    fields: &[("text", s(0, 2048)), ("icon_url", s(0, 2048))],
    required: &[],
};
const EMBED_FIELD: Obj = Obj {
    fields: &[
        ("name", s(0, 256)),
        ("value", s(0, 1024)),
        ("inline", T::Bool),
    ],
    required: &["name", "value"],
};
const EMBED_MEDIA: Obj = Obj {
    fields: &[("url", s(0, 2048))],
    required: &[],
};
const EMBED: Obj = Obj {
    fields: &[
        ("type", s(0, 152_133)),
        ("url", s(0, 2048)),
        ("title", s(0, 256)),
        ("color", int(0, 16_777_215)),
        ("timestamp", s(0, 64)),
        ("description", s(0, 4096)),
        ("author", T::Object(&EMBED_AUTHOR)),
        ("image", T::Object(&EMBED_MEDIA)),
        ("thumbnail", T::Object(&EMBED_MEDIA)),
        ("footer", T::Object(&EMBED_FOOTER)),
        ("fields", list(&T::Object(&EMBED_FIELD), 25)),
    ],
    required: &[],
};
const EMOJI: Obj = Obj {
    fields: &[("id", T::Snowflake), ("name", s(0, 32))],
    required: &["name"],
};
const BUTTON: Obj = Obj {
    fields: &[
        ("id", INT32),
        ("custom_id", s(1, 100)),
        ("style", T::IntIn(&[1, 2, 3, 4, 5, 6])),
        ("label", s(0, 80)),
        ("disabled", T::Bool),
        ("url", s(0, 512)),
        ("sku_id", T::Snowflake),
        ("emoji", T::Object(&EMOJI)),
    ],
    required: &["type", "style"],
};
const SELECT_OPTION: Obj = Obj {
    fields: &[
        ("label", s(1, 100)),
        ("value", s(1, 100)),
        ("description", s(0, 100)),
        ("default", T::Bool),
        ("emoji", T::Object(&EMOJI)),
    ],
    required: &["label", "value"],
};
const STRING_SELECT: Obj = Obj {
    fields: &[
        ("id", INT32),
        ("custom_id", s(1, 100)),
        ("placeholder", s(0, 150)),
        ("min_values", int(0, 25)),
        ("max_values", int(1, 25)),
        ("disabled", T::Bool),
        ("required", T::Bool),
        (
            "options",
            T::Array {
                items: &T::Object(&SELECT_OPTION),
                min: 1,
                max: 25,
                unique: false,
            },
        ),
    ],
    required: &["type", "custom_id", "options"],
};
const IN_A_ROW: T = T::ByType(&[(2, &BUTTON), (3, &STRING_SELECT)]);
const ACTION_ROW: Obj = Obj {
    fields: &[
        ("id", INT32),
        (
            "components",
            T::Array {
                items: &IN_A_ROW,
                min: 1,
                max: 5,
                unique: false,
            },
        ),
    ],
    required: &["type", "components"],
};
const ALLOWED_MENTIONS: Obj = Obj {
    fields: &[
        (
            "parse",
            T::Array {
                items: &T::StrIn(&["users", "roles", "everyone"]),
                min: 0,
                max: 3,
                unique: true,
            },
        ),
        ("users", SNOWFLAKES_100),
        ("roles", SNOWFLAKES_100),
        ("replied_user", T::Bool),
    ],
    required: &[],
};
const ATTACHMENT: Obj = Obj {
    fields: &[
        ("id", T::Snowflake),
        ("filename", s(1, 1024)),
        ("description", s(0, 1024)),
        ("title", s(0, 1024)),
        ("is_spoiler", T::Bool),
    ],
    required: &["id"],
};
const MESSAGE_REFERENCE: Obj = Obj {
    fields: &[
        ("guild_id", T::Snowflake),
        ("channel_id", T::Snowflake),
        ("message_id", T::Snowflake),
        ("fail_if_not_exists", T::Bool),
    ],
    required: &["message_id"],
};

/// The fields every message body has.
macro_rules! message_fields {
    ($($extra:expr),* $(,)?) => {
        &[
            ("content", s(0, MAX_CONTENT)),
            (
                "embeds",
                list(&T::Object(&EMBED), 10),
            ),
            ("allowed_mentions", T::Object(&ALLOWED_MENTIONS)),
            (
                "components",
                T::Array {
                    items: &T::ByType(&[(1, &ACTION_ROW)]),
                    min: 0,
                    max: 40,
                    unique: false,
                },
            ),
            (
                "attachments",
                list(&T::Object(&ATTACHMENT), 10),
            ),
            ("flags", ANY_INT),
            $($extra),*
        ]
    };
}

const MESSAGE_CREATE: Obj = Obj {
    fields: message_fields![
        ("sticker_ids", list(&T::Snowflake, 3)),
        ("message_reference", T::Object(&MESSAGE_REFERENCE)),
        ("nonce", T::Nonce),
        ("enforce_nonce", T::Bool),
        ("tts", T::Bool),
    ],
    required: &[],
};
const MESSAGE_EDIT: Obj = Obj {
    fields: message_fields![],
    required: &[],
};
const WEBHOOK_MESSAGE: Obj = Obj {
    fields: message_fields![
        ("tts", T::Bool),
        ("username", s(1, 80)),
        ("avatar_url", s(0, 2048)),
        ("thread_name", s(0, 100)),
    ],
    required: &[],
};
const CALLBACK_MESSAGE: Obj = Obj {
    fields: message_fields![("tts", T::Bool)],
    required: &[],
};
const STRING_CHOICE: Obj = Obj {
    fields: &[
        ("name", s(1, 100)),
        ("name_localizations", LOCALISED_100),
        ("value", T::Any),
    ],
    required: &["name", "value"],
};
const AUTOCOMPLETE: Obj = Obj {
    fields: &[("choices", list(&T::Object(&STRING_CHOICE), 25))],
    required: &[],
};
const CALLBACK_WITH_MESSAGE: Obj = Obj {
    fields: &[("data", T::Object(&CALLBACK_MESSAGE))],
    required: &["type"],
};
const CALLBACK_AUTOCOMPLETE: Obj = Obj {
    fields: &[("data", T::Object(&AUTOCOMPLETE))],
    required: &["type", "data"],
};
const CALLBACK_BARE: Obj = Obj {
    fields: &[],
    required: &["type"],
};
/// The interaction callback: 1 pong, 4 a message, 5 deferred, 6 deferred
/// update, 7 update, 8 autocomplete, 12 launch an activity.
const CALLBACK: T = T::ByType(&[
    (1, &CALLBACK_BARE),
    (4, &CALLBACK_WITH_MESSAGE),
    (5, &CALLBACK_WITH_MESSAGE),
    (6, &CALLBACK_WITH_MESSAGE),
    (7, &CALLBACK_WITH_MESSAGE),
    (8, &CALLBACK_AUTOCOMPLETE),
    (12, &CALLBACK_BARE),
]);

const THREAD_DURATION: T = T::IntIn(&[60, 1440, 4320, 10080]);
const THREAD_FROM_MESSAGE: Obj = Obj {
    fields: &[
        ("name", s(1, 100)),
        ("auto_archive_duration", THREAD_DURATION),
        ("rate_limit_per_user", int(0, 21_600)),
    ],
    required: &["name"],
};
const THREAD_UPDATE: Obj = Obj {
    fields: &[
        ("name", s(0, 100)),
        ("archived", T::Bool),
        ("locked", T::Bool),
        ("invitable", T::Bool),
        ("auto_archive_duration", THREAD_DURATION),
        ("rate_limit_per_user", int(0, 21_600)),
        ("flags", ANY_INT),
    ],
    required: &[],
};
const PRIVATE_CHANNEL: Obj = Obj {
    fields: &[("recipient_id", T::Snowflake)],
    required: &[],
};

// Commands: ApplicationCommandUpdateRequest and its options.
const LOCALISED_32: T = T::Map {
    values: &s(1, 32),
    max: 34,
};
const LOCALISED_100: T = T::Map {
    values: &s(1, 100),
    max: 34,
};
const INT_CHOICE: Obj = Obj {
    fields: &[
        ("name", s(1, 100)),
        ("name_localizations", LOCALISED_100),
        ("value", int(-(1 << 53) + 1, (1 << 53) - 1)),
    ],
    required: &["name", "value"],
};
macro_rules! option_fields {
    ($($extra:expr),* $(,)?) => {
        &[
            ("name", s(1, 32)),
            ("name_localizations", LOCALISED_32),
            ("description", s(1, 100)),
            ("description_localizations", LOCALISED_100),
            ("required", T::Bool),
            $($extra),*
        ]
    };
}
const STRING_OPTION: Obj = Obj {
    fields: option_fields![
        ("autocomplete", T::Bool),
        ("min_length", int(0, 6000)),
        ("max_length", int(1, 6000)),
        ("choices", list(&T::Object(&STRING_CHOICE), 25)),
    ],
    required: &["type", "name", "description"],
};
const INTEGER_OPTION: Obj = Obj {
    fields: option_fields![
        ("autocomplete", T::Bool),
        ("min_value", int(-(1 << 53) + 1, (1 << 53) - 1)),
        ("max_value", int(-(1 << 53) + 1, (1 << 53) - 1)),
        ("choices", list(&T::Object(&INT_CHOICE), 25)),
    ],
    required: &["type", "name", "description"],
};
const PLAIN_OPTION: Obj = Obj {
    fields: option_fields![],
    required: &["type", "name", "description"],
};
const CHANNEL_OPTION: Obj = Obj {
    fields: option_fields![(
        "channel_types",
        T::Array {
            items: &T::IntIn(&[0, 1, 2, 3, 4, 5, 10, 11, 12, 13, 14, 15]),
            min: 0,
            max: 12,
            unique: true
        }
    )],
    required: &["type", "name", "description"],
};
/// The options that carry a value, by type.
const VALUE_TYPES: [(i64, &Obj); 9] = [
    (3, &STRING_OPTION),
    (4, &INTEGER_OPTION),
    (5, &PLAIN_OPTION),
    (6, &PLAIN_OPTION),
    (7, &CHANNEL_OPTION),
    (8, &PLAIN_OPTION),
    (9, &PLAIN_OPTION),
    (10, &PLAIN_OPTION),
    (11, &PLAIN_OPTION),
];
/// An option of a subcommand: a value's.
const LEAF_OPTION: T = T::ByType(&VALUE_TYPES);
const SUBCOMMAND_OPTION: Obj = Obj {
    fields: option_fields![("options", list(&LEAF_OPTION, 25))],
    required: &["type", "name", "description"],
};
const SUBCOMMAND: T = T::ByType(&[(1, &SUBCOMMAND_OPTION)]);
const GROUP_OPTION: Obj = Obj {
    fields: option_fields![("options", list(&SUBCOMMAND, 25))],
    required: &["type", "name", "description"],
};
/// A subcommand (1), a group of them (2), then the value types.
const fn with_subcommands(values: [(i64, &'static Obj); 9]) -> [(i64, &'static Obj); 11] {
    let mut out = [(1, &SUBCOMMAND_OPTION); 11];
    out[1] = (2, &GROUP_OPTION);
    let mut i = 0;
    while i < values.len() {
        out[i + 2] = values[i];
        i += 1;
    }
    out
}
const OPTION_TYPES: [(i64, &Obj); 11] = with_subcommands(VALUE_TYPES);
/// An option of a command: a subcommand, a group of them, or a value's.
const OPTION: T = T::ByType(&OPTION_TYPES);
const COMMAND: Obj = Obj {
    fields: &[
        ("name", s(1, 32)),
        ("name_localizations", LOCALISED_32),
        ("description", s(0, 100)),
        ("description_localizations", LOCALISED_100),
        ("options", list(&OPTION, 25)),
        ("default_member_permissions", T::Any),
        ("dm_permission", T::Bool),
        (
            "contexts",
            T::Array {
                items: &T::IntIn(&[0, 1, 2]),
                min: 1,
                max: 3,
                unique: true,
            },
        ),
        (
            "integration_types",
            T::Array {
                items: &T::IntIn(&[0, 1]),
                min: 1,
                max: 2,
                unique: true,
            },
        ),
        ("type", T::IntIn(&[1, 2, 3, 4])),
        ("id", T::Snowflake),
    ],
    required: &["name"],
};
const COMMANDS: T = list(&T::Object(&COMMAND), 130);

/// The body a route takes: None when it takes none (a read, a delete).
enum Body {
    None,
    Of(T),
}

/// The routes the bot may call, as (method, path pattern, body): `{id}`
/// is a snowflake, `{token}` any one segment.
const ROUTES: &[(&str, &str, Body)] = &[
    ("GET", "gateway", Body::None),
    ("GET", "gateway/bot", Body::None),
    ("GET", "users/@me", Body::None),
    ("GET", "oauth2/applications/@me", Body::None),
    ("GET", "applications/@me", Body::None),
    (
        "POST",
        "channels/{id}/messages",
        Body::Of(T::Object(&MESSAGE_CREATE)),
    ),
    (
        "PATCH",
        "channels/{id}/messages/{id}",
        Body::Of(T::Object(&MESSAGE_EDIT)),
    ),
    ("DELETE", "channels/{id}/messages/{id}", Body::None),
    ("GET", "channels/{id}/messages/{id}", Body::None),
    (
        "POST",
        "channels/{id}/messages/{id}/threads",
        Body::Of(T::Object(&THREAD_FROM_MESSAGE)),
    ),
    ("GET", "channels/{id}", Body::None),
    (
        "PATCH",
        "channels/{id}",
        Body::Of(T::Object(&THREAD_UPDATE)),
    ),
    (
        "POST",
        "users/@me/channels",
        Body::Of(T::Object(&PRIVATE_CHANNEL)),
    ),
    (
        "POST",
        "interactions/{id}/{token}/callback",
        Body::Of(CALLBACK),
    ),
    (
        "GET",
        "webhooks/{id}/{token}/messages/@original",
        Body::None,
    ),
    (
        "PATCH",
        "webhooks/{id}/{token}/messages/@original",
        Body::Of(T::Object(&MESSAGE_EDIT)),
    ),
    (
        "DELETE",
        "webhooks/{id}/{token}/messages/@original",
        Body::None,
    ),
    ("GET", "webhooks/{id}/{token}/messages/{id}", Body::None),
    (
        "PATCH",
        "webhooks/{id}/{token}/messages/{id}",
        Body::Of(T::Object(&MESSAGE_EDIT)),
    ),
    ("DELETE", "webhooks/{id}/{token}/messages/{id}", Body::None),
    (
        "POST",
        "webhooks/{id}/{token}",
        Body::Of(T::Object(&WEBHOOK_MESSAGE)),
    ),
    ("GET", "applications/{id}/commands", Body::None),
    ("PUT", "applications/{id}/commands", Body::Of(COMMANDS)),
    ("GET", "applications/{id}/guilds/{id}/commands", Body::None),
    (
        "PUT",
        "applications/{id}/guilds/{id}/commands",
        Body::Of(COMMANDS),
    ),
];

fn is_snowflake(text: &str) -> bool {
    !text.is_empty()
        && text.len() <= 20
        && text.bytes().all(|b| b.is_ascii_digit())
        && (text == "0" || !text.starts_with('0'))
        && text.parse::<u64>().is_ok()
}

/// The body form of `method path` (the part after `/api/v10/`); Err when
/// the bot may not call it, or an id in it is not one.
fn route_of(method: &str, path: &str) -> Result<&'static Body, FieldError> {
    let parts: Vec<&str> = path.split('/').collect();
    for (m, pattern, body) in ROUTES {
        if *m != method {
            continue;
        }
        let want: Vec<&str> = pattern.split('/').collect();
        if want.len() != parts.len() {
            continue;
        }
        let fits = want.iter().zip(&parts).all(|(w, p)| match *w {
            "{id}" => is_snowflake(p),
            "{token}" => !p.is_empty(),
            w => w == *p,
        });
        if fits {
            return Ok(body);
        }
    }
    Err(FieldError {
        path: String::new(),
        code: "UNKNOWN_ROUTE",
        message: format!("{method} /{path} is not a route of Discord's API that the bot calls"),
    })
}

/// Checks `value` against `t`, noting errors under `path`.
fn check(value: &Value, t: &T, path: &str, out: &mut Vec<FieldError>) {
    let mut err = |code: &'static str, message: String| {
        out.push(FieldError {
            path: path.to_string(),
            code,
            message,
        })
    };
    match t {
        T::Any => {}
        T::Bool => {
            if !value.is_boolean() {
                err("BASE_TYPE_BOOLEAN", "Must be either true or false.".into());
            }
        }
        T::Int { min, max } => match value.as_i64() {
            None => err(
                "NUMBER_TYPE_COERCE",
                format!("Value \"{value}\" is not int."),
            ),
            Some(n) if n < *min => err(
                "NUMBER_TYPE_MIN",
                format!("int value should be greater than or equal to {min}."),
            ),
            Some(n) if n > *max => err(
                "NUMBER_TYPE_MAX",
                format!("int value should be less than or equal to {max}."),
            ),
            Some(_) => {}
        },
        T::IntIn(allowed) => match value.as_i64() {
            Some(n) if allowed.contains(&n) => {}
            _ => err(
                "BASE_TYPE_CHOICES",
                format!("Value must be one of {allowed:?}."),
            ),
        },
        T::Num { min, max } => match value.as_f64() {
            Some(n) if n >= *min && n <= *max => {}
            _ => err(
                "NUMBER_TYPE_COERCE",
                format!("Value \"{value}\" is not a number in range."),
            ),
        },
        T::Str { min, max } => match value.as_str() {
            None => err("BASE_TYPE_STRING", "Must be a string.".into()),
            Some(text) => {
                let n = text.chars().count();
                if n > *max {
                    err(
                        "BASE_TYPE_MAX_LENGTH",
                        format!("Must be {max} or fewer in length."),
                    );
                } else if n < *min {
                    err(
                        "BASE_TYPE_MIN_LENGTH",
                        format!("Must be {min} or more in length."),
                    );
                }
            }
        },
        T::StrIn(allowed) => match value.as_str() {
            Some(text) if allowed.contains(&text) => {}
            _ => err(
                "BASE_TYPE_CHOICES",
                format!("Value must be one of {allowed:?}."),
            ),
        },
        T::Snowflake => {
            let ok = match value {
                Value::String(text) => is_snowflake(text),
                Value::Number(n) => n.as_u64().is_some(),
                _ => false,
            };
            if !ok {
                err(
                    "NUMBER_TYPE_COERCE",
                    format!("Value \"{value}\" is not snowflake."),
                );
            }
        }
        T::Nonce => match value {
            Value::Number(n) if n.as_i64().is_some() => {}
            Value::String(text) if text.chars().count() <= 25 => {}
            Value::String(_) => err(
                "BASE_TYPE_MAX_LENGTH",
                "Must be 25 or fewer in length.".into(),
            ),
            _ => err(
                "NONCE_TYPE_INVALID",
                "Must be an integer or a string.".into(),
            ),
        },
        T::Array {
            items,
            min,
            max,
            unique,
        } => {
            let Some(list) = value.as_array() else {
                return err("BASE_TYPE_ARRAY", "Must be an array.".into());
            };
            if list.len() < *min || list.len() > *max {
                err(
                    "BASE_TYPE_BAD_LENGTH",
                    format!("Must be between {min} and {max} in length."),
                );
            }
            if *unique {
                let mut seen = std::collections::HashSet::new();
                if !list.iter().all(|v| seen.insert(v.to_string())) {
                    err(
                        "BASE_TYPE_DUPLICATES",
                        "Must not contain duplicates.".into(),
                    );
                }
            }
            for (i, v) in list.iter().enumerate() {
                check(v, items, &join(path, &i.to_string()), out);
            }
        }
        T::Map { values, max } => {
            let Some(map) = value.as_object() else {
                return err("DICT_TYPE_CONVERT", "Only dictionaries may be used.".into());
            };
            if map.len() > *max {
                err(
                    "BASE_TYPE_BAD_LENGTH",
                    format!("Must have at most {max} keys."),
                );
            }
            for (k, v) in map {
                check(v, values, &join(path, k), out);
            }
        }
        T::Object(obj) => check_object(value, obj, path, out),
        T::ByType(forms) => {
            let kind = value["type"].as_i64();
            match forms.iter().find(|(k, _)| Some(*k) == kind) {
                Some((_, obj)) => check_object(value, obj, path, out),
                None => out.push(FieldError {
                    path: join(path, "type"),
                    code: "BASE_TYPE_CHOICES",
                    message: format!(
                        "Value must be one of {:?}.",
                        forms.iter().map(|f| f.0).collect::<Vec<_>>()
                    ),
                }),
            }
        }
    }
}

fn check_object(value: &Value, obj: &Obj, path: &str, out: &mut Vec<FieldError>) {
    let Some(map) = value.as_object() else {
        out.push(FieldError {
            path: path.to_string(),
            code: "DICT_TYPE_CONVERT",
            message: "Only dictionaries may be used in a DictType".into(),
        });
        return;
    };
    for key in obj.required {
        if map.get(*key).is_none_or(Value::is_null) {
            out.push(FieldError {
                path: join(path, key),
                code: "BASE_TYPE_REQUIRED",
                message: "This field is required".into(),
            });
        }
    }
    for (key, t) in obj.fields {
        match map.get(*key) {
            None | Some(Value::Null) => {}
            Some(v) => check(v, t, &join(path, key), out),
        }
    }
}

pub fn join(path: &str, key: &str) -> String {
    if path.is_empty() {
        key.to_string()
    } else {
        format!("{path}.{key}")
    }
}

/// Discord's locales, the keys a command's localisations may use.
pub const LOCALES: [&str; 32] = [
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

/// A slash command's (or option's) name as Discord takes it: 1 to 32
/// letters, digits, `-` or `_`, lower case where the letter has a case.
pub fn name_is_valid(name: &str) -> bool {
    (1..=32).contains(&name.chars().count())
        && name.chars().all(|c| {
            (c.is_alphanumeric() || c == '-' || c == '_') && c.to_lowercase().eq(std::iter::once(c))
        })
}

/// A message's components as Discord's documented rules take them (the
/// schema allows more): without the components-v2 flag at most 5 action
/// rows; a row holds 1 to 5 buttons or one select alone; a button that
/// is not a link has a custom id, a link has a URL and none; a button has
/// a label or an emoji; custom ids unique in the message; a select's
/// option values unique, and its minimum and maximum within its options.
fn check_components(body: &Value, path: &str, out: &mut Vec<FieldError>) {
    let Some(rows) = body["components"].as_array() else {
        return;
    };
    let v2 = body["flags"].as_u64().unwrap_or(0) & (1 << 15) != 0;
    let mut err = |at: String, code: &'static str, message: &str| {
        out.push(FieldError {
            path: at,
            code,
            message: message.to_string(),
        })
    };
    let at = join(path, "components");
    if !v2 && rows.len() > 5 {
        err(
            at.clone(),
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 0 and 5 in length.",
        );
    }
    let mut ids = std::collections::HashSet::new();
    for (r, row) in rows.iter().enumerate() {
        let items = row["components"].as_array().cloned().unwrap_or_default();
        let row_at = format!("{at}.{r}.components");
        let selects = items.iter().filter(|c| c["type"] != 2).count();
        if selects > 0 && items.len() > 1 {
            err(
                row_at.clone(),
                "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                "The specified component exceeds the maximum width",
            );
        }
        for (i, c) in items.iter().enumerate() {
            let c_at = format!("{row_at}.{i}");
            if let Some(id) = c["custom_id"].as_str() {
                if !ids.insert(id.to_string()) {
                    err(
                        format!("{c_at}.custom_id"),
                        "COMPONENT_CUSTOM_ID_DUPLICATED",
                        "Component custom id cannot be duplicated",
                    );
                }
            }
            if c["type"] == 2 {
                let link = c["style"] == 5;
                let has_id = c["custom_id"].is_string();
                if link == has_id || (link && !c["url"].is_string()) {
                    err(
                        c_at.clone(),
                        "BUTTON_COMPONENT_INVALID",
                        "A button has a custom id, or (a link) a URL",
                    );
                }
                if !c["label"].is_string() && !c["emoji"].is_object() {
                    err(
                        c_at.clone(),
                        "BUTTON_COMPONENT_INVALID",
                        "A button needs a label or an emoji",
                    );
                }
            }
            if c["type"] == 3 {
                let options = c["options"].as_array().cloned().unwrap_or_default();
                let mut values = std::collections::HashSet::new();
                for (o, opt) in options.iter().enumerate() {
                    if !values.insert(opt["value"].to_string()) {
                        err(
                            format!("{c_at}.options.{o}.value"),
                            "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
                            "Select component option value cannot be duplicated",
                        );
                    }
                }
                let least = c["min_values"].as_u64().unwrap_or(1) as usize;
                let most = c["max_values"].as_u64().unwrap_or(1) as usize;
                if least > most || most > options.len().max(1) {
                    err(
                        c_at.clone(),
                        "SELECT_COMPONENT_INVALID",
                        "min_values and max_values must lie within the options",
                    );
                }
            }
        }
    }
}

/// All embeds of a message together: at most 6,000 characters.
fn check_embeds(body: &Value, path: &str, out: &mut Vec<FieldError>) {
    let Some(embeds) = body["embeds"].as_array() else {
        return;
    };
    let len = |v: &Value| v.as_str().map_or(0, |t| t.chars().count());
    let total: usize = embeds
        .iter()
        .map(|e| {
            len(&e["title"])
                + len(&e["description"])
                + len(&e["footer"]["text"])
                + len(&e["author"]["name"])
                + e["fields"].as_array().map_or(0, |fs| {
                    fs.iter().map(|f| len(&f["name"]) + len(&f["value"])).sum()
                })
        })
        .sum();
    if total > 6000 {
        out.push(FieldError {
            path: join(path, "embeds"),
            code: "MAX_EMBED_SIZE_EXCEEDED",
            message: "Embed size exceeds maximum size of 6000".into(),
        });
    }
}

/// The commands as Discord's documented rules take them: names by its
/// pattern, localisations in its locales by the same rules, option names
/// unique in each language among their siblings, required options first,
/// subcommands and groups not beside other options, choices not beside
/// autocomplete, at most 100 slash commands, each at most 8,000
/// characters (its names, descriptions and choices, its subcommands'
/// included, the longest localisation of each counted).
fn check_commands(list: &Value, out: &mut Vec<FieldError>) {
    let Some(list) = list.as_array() else {
        return;
    };
    let mut err = |at: String, code: &'static str, message: String| {
        out.push(FieldError {
            path: at,
            code,
            message,
        })
    };
    let slash = list.iter().filter(|c| c["type"].as_i64().unwrap_or(1) == 1);
    if slash.count() > 100 {
        err(
            String::new(),
            "APPLICATION_COMMANDS_TOO_MANY",
            "At most 100 slash commands".into(),
        );
    }
    for (i, c) in list.iter().enumerate() {
        let at = i.to_string();
        let mut size = longest(&c["name"], &c["name_localizations"])
            + longest(&c["description"], &c["description_localizations"]);
        let mut named = vec![(join(&at, "name"), c.clone())];
        check_options(c, &at, &mut size, &mut named, &mut err);
        for (n_at, o) in &named {
            let name = &o["name"];
            if name.as_str().is_some_and(|n| !name_is_valid(n)) {
                err(
                    n_at.clone(),
                    "APPLICATION_COMMAND_INVALID_NAME",
                    format!("Command name {name} is invalid"),
                );
            }
            for (locale, n) in o["name_localizations"].as_object().into_iter().flatten() {
                if !n.as_str().is_some_and(name_is_valid) {
                    err(
                        format!("{n_at}_localizations.{locale}"),
                        "APPLICATION_COMMAND_INVALID_NAME",
                        format!("Command name {n} is invalid"),
                    );
                }
            }
            for (key, v) in o.as_object().into_iter().flatten() {
                if key.ends_with("_localizations") {
                    for locale in v.as_object().into_iter().flatten().map(|(k, _)| k) {
                        if !LOCALES.contains(&locale.as_str()) {
                            err(
                                format!("{at}.{key}.{locale}"),
                                "BASE_TYPE_CHOICES",
                                format!("Value must be one of {LOCALES:?}."),
                            );
                        }
                    }
                }
            }
        }
        if c["type"].as_i64().unwrap_or(1) == 1 && longest(&c["description"], &Value::Null) == 0 {
            err(
                join(&at, "description"),
                "BASE_TYPE_MIN_LENGTH",
                "Must be 1 or more in length.".into(),
            );
        }
        if size > 8000 {
            err(
                at.clone(),
                "APPLICATION_COMMAND_TOO_LARGE",
                "Command exceeds maximum size (8000)".into(),
            );
        }
    }
}

/// The longest of a text and its localisations, in characters.
fn longest(v: &Value, loc: &Value) -> usize {
    let base = v.as_str().map_or(0, |t| t.chars().count());
    loc.as_object().map_or(base, |m| {
        m.values()
            .map(|t| t.as_str().map_or(0, |t| t.chars().count()))
            .max()
            .unwrap_or(0)
            .max(base)
    })
}

/// The options of `parent` (a command, a subcommand or a group at `at`)
/// by Discord's rules, and theirs below: their sizes added to `size`,
/// each option (its path and itself) added to `named` for the name rules.
fn check_options(
    parent: &Value,
    at: &str,
    size: &mut usize,
    named: &mut Vec<(String, Value)>,
    err: &mut impl FnMut(String, &'static str, String),
) {
    let options = parent["options"].as_array().cloned().unwrap_or_default();
    let mut seen = std::collections::HashSet::new();
    let mut optional_seen = false;
    let nesting = |o: &Value| matches!(o["type"].as_i64(), Some(1 | 2));
    let nested = options.iter().filter(|o| nesting(o)).count();
    if nested > 0 && nested < options.len() {
        err(
            join(at, "options"),
            "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
            "Sub-command and sub-command group option types are mutually exclusive to all other types".into(),
        );
    }
    for (o, opt) in options.iter().enumerate() {
        let o_at = format!("{at}.options.{o}");
        *size += longest(&opt["name"], &opt["name_localizations"])
            + longest(&opt["description"], &opt["description_localizations"]);
        let required = opt["required"].as_bool().unwrap_or(false);
        if required && optional_seen {
            err(
                join(&o_at, "required"),
                "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                "Required options must be placed before non-required options".into(),
            );
        }
        optional_seen |= !required;
        if !seen.insert((String::new(), opt["name"].to_string())) {
            err(
                join(&o_at, "name"),
                "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS",
                format!(
                    "Option name {} is already used in these options",
                    opt["name"]
                ),
            );
        }
        if let Some(m) = opt["name_localizations"].as_object() {
            for (locale, n) in m {
                if !seen.insert((locale.clone(), n.to_string())) {
                    err(
                        format!("{o_at}.name_localizations.{locale}"),
                        "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS",
                        format!("Option name {n} is already used in these options"),
                    );
                }
            }
        }
        let choices = opt["choices"].as_array().cloned().unwrap_or_default();
        if !choices.is_empty() && opt["autocomplete"].as_bool() == Some(true) {
            err(
                join(&o_at, "autocomplete"),
                "APPLICATION_COMMAND_OPTION_CHOICES_AUTOCOMPLETE",
                "Autocomplete cannot be set with choices".into(),
            );
        }
        for ch in &choices {
            *size += longest(&ch["name"], &ch["name_localizations"])
                + ch["value"]
                    .as_str()
                    .map_or_else(|| ch["value"].to_string().len(), |v| v.chars().count());
        }
        named.push((join(&o_at, "name"), opt.clone()));
        if nesting(opt) {
            check_options(opt, &o_at, size, named, err);
        }
    }
}

/// The message a request's body carries (`path` after `/api/v10/`) and
/// its path in the body: a callback's is under `data`.
pub fn message_of<'a>(path: &str, body: &'a Value) -> (&'a Value, &'static str) {
    if path.starts_with("interactions/") {
        (&body["data"], "data")
    } else {
        (body, "")
    }
}

/// Every error Discord would find in the request `method /api/v10/path`
/// with `body` and `files` files attached; none when it takes it.
pub fn errors(method: &str, path: &str, body: &Value, files: usize) -> Vec<FieldError> {
    let path = path.trim_start_matches("/api/v10/");
    let route = match route_of(method, path) {
        Ok(r) => r,
        Err(e) => return vec![e],
    };
    let mut out = Vec::new();
    let Body::Of(form) = route else {
        return out;
    };
    if body.is_null() {
        if matches!(form, T::Array { .. }) {
            out.push(FieldError {
                path: String::new(),
                code: "BASE_TYPE_ARRAY",
                message: "Must be an array.".into(),
            });
        }
        return out;
    }
    check(body, form, "", &mut out);
    if files > 10 {
        out.push(FieldError {
            path: "files".into(),
            code: "BASE_TYPE_MAX_LENGTH",
            message: "Must be 10 or fewer in length.".into(),
        });
    }
    let (message, at) = message_of(path, body);
    if message.is_object() {
        check_components(message, at, &mut out);
        check_embeds(message, at, &mut out);
    }
    if method == "PUT" && path.ends_with("/commands") {
        check_commands(body, &mut out);
    }
    out
}
