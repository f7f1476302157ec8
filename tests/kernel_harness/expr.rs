//! `each:` reference expressions of `// expect:` lines and of generated `run:` inputs: C-like
//! arithmetic, comparisons and `?:` on the element index `i` and other buffers' final contents
//! (`a[i] + 2 * b[i]`, `i % 2 == 0 ? i : -i`), in 128-bit integers until a float enters, then in
//! double, and a few functions (`bits`, `float`, `min`, `max`).

use super::values::Num;

#[derive(Debug)]
pub enum Expr {
    Num(Num),
    Index,
    Element(String, Box<Expr>),
    Neg(Box<Expr>),
    Binary(&'static str, Box<Expr>, Box<Expr>),
    /// `c ? a : b`
    Select(Box<Expr>, Box<Expr>, Box<Expr>),
    /// `bits(x)`, `float(x)`, `min(a, b)`, `max(a, b)`.
    Call(Function, Vec<Expr>),
}

/// The functions an expression may call.
#[derive(Clone, Copy, Debug)]
pub enum Function {
    /// `bits(x)`: the bit pattern of `x` rounded to a 32-bit float, as an unsigned integer.
    Bits,
    /// `float(x)`: `x` rounded to a 32-bit float (the kernel's `float` arithmetic step).
    Float,
    Min,
    Max,
}

impl Function {
    fn named(name: &str) -> Option<(Function, usize)> {
        Some(match name {
            "bits" => (Function::Bits, 1),
            "float" => (Function::Float, 1),
            "min" => (Function::Min, 2),
            "max" => (Function::Max, 2),
            _ => return None,
        })
    }

    fn apply(self, args: &[Num]) -> Num {
        let pick = |less: bool| {
            let (a, b) = (args[0], args[1]);
            let a_first = match (a, b) {
                (Num::Int(x), Num::Int(y)) => (x < y) == less,
                _ => (a.as_f64() < b.as_f64()) == less,
            };
            if a_first {
                a
            } else {
                b
            }
        };
        match self {
            Function::Bits => Num::Int(i128::from((args[0].as_f64() as f32).to_bits())),
            Function::Float => Num::Float(f64::from(args[0].as_f64() as f32)),
            Function::Min => pick(true),
            Function::Max => pick(false),
        }
    }
}

/// An `each:` right-hand side: one expression, or several separated by `;` for buffers read
/// in rows (element `n * i + k` against the `k`-th of `n` expressions, `i` the row).
pub fn parse_rows(text: &str) -> Result<Vec<Expr>, String> {
    text.split(';').map(parse).collect()
}

/// What an expression reads: other buffers' flattened contents by name.
pub trait Buffers {
    fn element(&self, name: &str, index: usize) -> Result<Num, String>;
}

pub fn parse(text: &str) -> Result<Expr, String> {
    let tokens = tokenize(text)?;
    let mut p = Parser { tokens, at: 0 };
    let e = p.select()?;
    match p.tokens.get(p.at) {
        None => Ok(e),
        Some(t) => Err(format!("unexpected '{t}' in '{text}'")),
    }
}

fn tokenize(text: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut k = 0;
    while k < chars.len() {
        let c = chars[k];
        if c.is_whitespace() {
            k += 1;
        } else if c.is_ascii_alphanumeric() || c == '_' || c == '.' {
            let start = k;
            while k < chars.len()
                && (chars[k].is_ascii_alphanumeric()
                    || chars[k] == '_'
                    || chars[k] == '.'
                    // An exponent's sign: `1e-3`.
                    || ((chars[k] == '-' || chars[k] == '+')
                        && chars[start].is_ascii_digit()
                        && matches!(chars[k - 1], 'e' | 'E')
                        && !chars[start..k].contains(&'x')))
            {
                k += 1;
            }
            out.push(chars[start..k].iter().collect());
        } else if let Some(op) = ["<<", ">>", "<=", ">=", "==", "!="]
            .iter()
            .find(|op| chars[k..].starts_with(&op.chars().collect::<Vec<_>>()))
        {
            out.push(op.to_string());
            k += 2;
        } else if "+-*/%&|^()[]<>?:,".contains(c) {
            out.push(c.to_string());
            k += 1;
        } else {
            return Err(format!("unexpected '{c}' in '{text}'"));
        }
    }
    Ok(out)
}

struct Parser {
    tokens: Vec<String>,
    at: usize,
}

/// C's precedence levels of the binary operators, loosest first.
const LEVELS: [&[&str]; 8] = [
    &["|"],
    &["^"],
    &["&"],
    &["==", "!="],
    &["<", "<=", ">", ">="],
    &["<<", ">>"],
    &["+", "-"],
    &["*", "/", "%"],
];

impl Parser {
    fn peek(&self) -> Option<&str> {
        self.tokens.get(self.at).map(String::as_str)
    }

    fn take(&mut self, token: &str) -> Result<(), String> {
        if self.peek() == Some(token) {
            self.at += 1;
            Ok(())
        } else {
            Err(format!("expected '{token}' at {:?}", self.peek()))
        }
    }

    /// `c ? a : b` (right-associative), or a binary expression.
    fn select(&mut self) -> Result<Expr, String> {
        let cond = self.binary(0)?;
        if self.peek() != Some("?") {
            return Ok(cond);
        }
        self.at += 1;
        let a = self.select()?;
        self.take(":")?;
        let b = self.select()?;
        Ok(Expr::Select(Box::new(cond), Box::new(a), Box::new(b)))
    }

    fn binary(&mut self, level: usize) -> Result<Expr, String> {
        if level == LEVELS.len() {
            return self.unary();
        }
        let mut left = self.binary(level + 1)?;
        while let Some(&op) = self
            .peek()
            .and_then(|t| LEVELS[level].iter().find(|o| **o == t))
        {
            self.at += 1;
            let right = self.binary(level + 1)?;
            left = Expr::Binary(op, Box::new(left), Box::new(right));
        }
        Ok(left)
    }

    fn unary(&mut self) -> Result<Expr, String> {
        if self.peek() == Some("-") {
            self.at += 1;
            return Ok(Expr::Neg(Box::new(self.unary()?)));
        }
        let token = self.peek().ok_or("an expression ends early")?.to_string();
        self.at += 1;
        if token == "(" {
            let e = self.select()?;
            self.take(")")?;
            return Ok(e);
        }
        if token == "i" {
            return Ok(Expr::Index);
        }
        if token.starts_with(|c: char| c.is_ascii_digit() || c == '.')
            || token == "inf"
            || token == "nan"
        {
            return Num::parse(&token).map(Expr::Num);
        }
        let called = Function::named(&token).filter(|_| self.peek() == Some("("));
        if let Some((function, arity)) = called {
            self.take("(")?;
            let mut args = vec![self.select()?];
            while self.peek() == Some(",") {
                self.at += 1;
                args.push(self.select()?);
            }
            self.take(")")?;
            if args.len() != arity {
                return Err(format!("{token}() takes {arity} argument(s)"));
            }
            return Ok(Expr::Call(function, args));
        }
        if token.starts_with(|c: char| c.is_alphabetic() || c == '_') {
            self.take("[")?;
            let index = self.select()?;
            self.take("]")?;
            return Ok(Expr::Element(token, Box::new(index)));
        }
        Err(format!("unexpected '{token}'"))
    }
}

impl Expr {
    pub fn eval(&self, i: usize, buffers: &dyn Buffers) -> Result<Num, String> {
        Ok(match self {
            Expr::Num(n) => *n,
            Expr::Index => Num::Int(i as i128),
            Expr::Element(name, index) => {
                let at = match index.eval(i, buffers)? {
                    Num::Int(k) if k >= 0 => k as usize,
                    other => return Err(format!("{name}[{other}]: not an element index")),
                };
                buffers.element(name, at)?
            }
            Expr::Neg(e) => match e.eval(i, buffers)? {
                Num::Int(v) => Num::Int(-v),
                Num::Float(v) => Num::Float(-v),
            },
            Expr::Binary(op, a, b) => binary(op, a.eval(i, buffers)?, b.eval(i, buffers)?)?,
            Expr::Select(c, a, b) => {
                let pick = match c.eval(i, buffers)? {
                    Num::Int(v) => v != 0,
                    Num::Float(v) => v != 0.0,
                };
                if pick {
                    a.eval(i, buffers)?
                } else {
                    b.eval(i, buffers)?
                }
            }
            Expr::Call(function, args) => {
                let values = args
                    .iter()
                    .map(|a| a.eval(i, buffers))
                    .collect::<Result<Vec<_>, _>>()?;
                function.apply(&values)
            }
        })
    }
}

fn binary(op: &str, a: Num, b: Num) -> Result<Num, String> {
    let truth = |t: bool| Num::Int(i128::from(t));
    Ok(match (a, b) {
        (Num::Int(x), Num::Int(y)) => match op {
            "+" => Num::Int(x + y),
            "-" => Num::Int(x - y),
            "*" => Num::Int(
                x.checked_mul(y)
                    .ok_or("integer overflow in an expression")?,
            ),
            "/" | "%" if y == 0 => return Err("division by zero in an expression".into()),
            "/" => Num::Int(x / y),
            "%" => Num::Int(x % y),
            "&" => Num::Int(x & y),
            "|" => Num::Int(x | y),
            "^" => Num::Int(x ^ y),
            "<<" => Num::Int(x << y.clamp(0, 127)),
            ">>" => Num::Int(x >> y.clamp(0, 127)),
            _ => truth(compare(op, x.cmp(&y))),
        },
        _ => {
            let (x, y) = (a.as_f64(), b.as_f64());
            match op {
                "+" => Num::Float(x + y),
                "-" => Num::Float(x - y),
                "*" => Num::Float(x * y),
                "/" => Num::Float(x / y),
                "%" => Num::Float(x % y),
                "==" | "!=" | "<" | "<=" | ">" | ">=" => match x.partial_cmp(&y) {
                    Some(order) => truth(compare(op, order)),
                    // NaN: only `!=` holds.
                    None => truth(op == "!="),
                },
                _ => return Err(format!("'{op}' needs integer operands")),
            }
        }
    })
}

fn compare(op: &str, order: std::cmp::Ordering) -> bool {
    use std::cmp::Ordering::*;
    match op {
        "==" => order == Equal,
        "!=" => order != Equal,
        "<" => order == Less,
        "<=" => order != Greater,
        ">" => order == Greater,
        ">=" => order != Less,
        _ => unreachable!("the parser's comparison operators"),
    }
}
