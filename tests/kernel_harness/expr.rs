//! `each:` reference expressions of `// expect:` lines: C-like arithmetic on the element index
//! `i` and other buffers' final contents (`a[i] + 2 * b[i]`), in 128-bit integers until a float
//! enters, then in double.

use super::values::Num;

#[derive(Debug)]
pub enum Expr {
    Num(Num),
    Index,
    Element(String, Box<Expr>),
    Neg(Box<Expr>),
    Binary(char, Box<Expr>, Box<Expr>),
}

/// What an expression reads: other buffers' flattened contents by name.
pub trait Buffers {
    fn element(&self, name: &str, index: usize) -> Result<Num, String>;
}

pub fn parse(text: &str) -> Result<Expr, String> {
    let tokens = tokenize(text)?;
    let mut p = Parser { tokens, at: 0 };
    let e = p.binary(0)?;
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
        } else if (c == '<' || c == '>') && chars.get(k + 1) == Some(&c) {
            out.push(format!("{c}{c}"));
            k += 2;
        } else if "+-*/%&|^()[]".contains(c) {
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

/// C's precedence levels, loosest first; shifts are written as one-character operators inside.
const LEVELS: [&[&str]; 6] = [
    &["|"],
    &["^"],
    &["&"],
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

    fn binary(&mut self, level: usize) -> Result<Expr, String> {
        if level == LEVELS.len() {
            return self.unary();
        }
        let mut left = self.binary(level + 1)?;
        while let Some(op) = self.peek().filter(|t| LEVELS[level].contains(t)) {
            let op = match op {
                "<<" => '<',
                ">>" => '>',
                o => o.chars().next().unwrap(),
            };
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
            let e = self.binary(0)?;
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
        if token.starts_with(|c: char| c.is_alphabetic() || c == '_') {
            self.take("[")?;
            let index = self.binary(0)?;
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
            Expr::Binary(op, a, b) => binary(*op, a.eval(i, buffers)?, b.eval(i, buffers)?)?,
        })
    }
}

fn binary(op: char, a: Num, b: Num) -> Result<Num, String> {
    Ok(match (a, b) {
        (Num::Int(x), Num::Int(y)) => Num::Int(match op {
            '+' => x + y,
            '-' => x - y,
            '*' => x
                .checked_mul(y)
                .ok_or("integer overflow in an expression")?,
            '/' | '%' if y == 0 => return Err("division by zero in an expression".into()),
            '/' => x / y,
            '%' => x % y,
            '&' => x & y,
            '|' => x | y,
            '^' => x ^ y,
            '<' => x << y.clamp(0, 127),
            '>' => x >> y.clamp(0, 127),
            _ => unreachable!("the parser's operators"),
        }),
        _ => {
            let (x, y) = (a.as_f64(), b.as_f64());
            Num::Float(match op {
                '+' => x + y,
                '-' => x - y,
                '*' => x * y,
                '/' => x / y,
                '%' => x % y,
                _ => return Err(format!("'{op}' needs integer operands")),
            })
        }
    })
}
