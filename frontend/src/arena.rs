//! Typed arenas: entities live in an [`Arena`] and are named by a [`Handle`] that indexes only
//! arenas of its own item type; side tables keyed by a handle are a [`HandleVec`].
//!
//! A handle is a 32-bit index with a niche (`Option<Handle<T>>` is 4 bytes too), so IR nodes that
//! hold handles stay as small as they were with plain `u32`s. Its number is reachable only
//! through [`Handle::index`] (text forms, SPIR-V names, tables outside this module), and a handle
//! is made from a number only by [`Handle::new`], for readers of a text form (which
//! `ir::validate` then checks against the arena's length).

use std::borrow::{Borrow, BorrowMut};
use std::fmt;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;
use std::num::NonZeroU32;
use std::ops::{Index, IndexMut};

/// A reference to an item of an [`Arena<T>`] (or a key of a [`HandleVec<T, _>`]).
pub struct Handle<T> {
    /// The index plus one, so that `Option<Handle<T>>` has a niche.
    raw: NonZeroU32,
    marker: PhantomData<fn() -> T>,
}

impl<T> Handle<T> {
    /// The first item's handle.
    pub const FIRST: Handle<T> = Handle {
        raw: NonZeroU32::MIN,
        marker: PhantomData,
    };

    /// The handle of the item at `index` (the number a text form spells).
    ///
    /// # Panics
    /// When `index` is `u32::MAX` or more: no arena holds that many items.
    #[inline]
    pub fn new(index: usize) -> Handle<T> {
        Handle::try_new(index).expect("an arena holds fewer than u32::MAX items")
    }

    /// [`Handle::new`], or `None` for an index no arena reaches (a number read from text).
    #[inline]
    pub fn try_new(index: usize) -> Option<Handle<T>> {
        let raw = NonZeroU32::new(u32::try_from(index).ok()?.wrapping_add(1))?;
        Some(Handle {
            raw,
            marker: PhantomData,
        })
    }

    /// Its position in its arena: for text forms, names and tables that are not a [`HandleVec`].
    #[inline]
    pub fn index(self) -> usize {
        (self.raw.get() - 1) as usize
    }

    /// The handle after this one (where a pass numbers items it adds itself).
    #[inline]
    pub fn next(self) -> Handle<T> {
        Handle::new(self.index() + 1)
    }

    /// Returns this handle and steps to the next: a counter of handles a pass hands out.
    #[inline]
    pub fn advance(&mut self) -> Handle<T> {
        let current = *self;
        *self = current.next();
        current
    }
}

// Written out rather than derived: a derive would require `T` itself to be `Clone`, `Eq`, ...

/// The first item's handle (what a defaulted struct holding a handle names, as a defaulted
/// index would).
impl<T> Default for Handle<T> {
    fn default() -> Self {
        Handle::FIRST
    }
}

impl<T> Clone for Handle<T> {
    #[inline]
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for Handle<T> {}

impl<T> PartialEq for Handle<T> {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.raw == other.raw
    }
}

impl<T> Eq for Handle<T> {}

impl<T> PartialOrd for Handle<T> {
    #[inline]
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl<T> Ord for Handle<T> {
    #[inline]
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.raw.cmp(&other.raw)
    }
}

impl<T> Hash for Handle<T> {
    #[inline]
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.raw.hash(state)
    }
}

/// Prints the index with the item type's last path segment (`Expr#3`), which tells an
/// expression's handle from a local's in a test failure.
impl<T> fmt::Debug for Handle<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = std::any::type_name::<T>();
        let name = name.rsplit("::").next().unwrap_or(name);
        write!(f, "{name}#{}", self.index())
    }
}

/// The handles of an arena, in order ([`Arena::handles`]).
pub type Handles<T> = std::iter::Map<std::ops::Range<usize>, fn(usize) -> Handle<T>>;

/// Items of type `T`, added one by one and named by the [`Handle`] that [`Arena::push`] returns.
///
/// `S` is how an item is stored: `T` itself (the default), or `Box<T>` where items are large and
/// the arena grows often ([`BoxedArena`]), so that growing moves pointers, not items.
pub struct Arena<T, S = T> {
    items: Vec<S>,
    marker: PhantomData<fn() -> T>,
}

/// An arena of boxed items.
pub type BoxedArena<T> = Arena<T, Box<T>>;

impl<T, S> Arena<T, S> {
    pub const fn new() -> Self {
        Arena {
            items: Vec::new(),
            marker: PhantomData,
        }
    }

    pub fn with_capacity(capacity: usize) -> Self {
        Arena {
            items: Vec::with_capacity(capacity),
            marker: PhantomData,
        }
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.items.len()
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Adds `item`; its handle is the one after the previous item's.
    #[inline]
    pub fn push(&mut self, item: S) -> Handle<T> {
        let handle = Handle::new(self.items.len());
        self.items.push(item);
        handle
    }

    /// The handle the next [`Arena::push`] returns.
    #[inline]
    pub fn next_handle(&self) -> Handle<T> {
        Handle::new(self.items.len())
    }

    /// Whether `handle` names an item of this arena (a handle read from text may not).
    #[inline]
    pub fn contains(&self, handle: Handle<T>) -> bool {
        handle.index() < self.items.len()
    }

    /// Every handle of the arena, in order. The iterator does not borrow the arena, so a loop
    /// over the handles there are now may add items.
    pub fn handles(&self) -> Handles<T> {
        (0..self.items.len()).map(Handle::new)
    }

    pub fn reserve(&mut self, additional: usize) {
        self.items.reserve(additional)
    }

    /// Puts `item` in `handle`'s place and returns the item that was there (for a [`BoxedArena`],
    /// its box: an item is taken out and put back without moving it).
    pub fn replace(&mut self, handle: Handle<T>, item: S) -> S {
        std::mem::replace(&mut self.items[handle.index()], item)
    }

    /// Drops every item from `len` on (their handles name nothing any more).
    pub fn truncate(&mut self, len: usize) {
        self.items.truncate(len)
    }

    pub fn clear(&mut self) {
        self.items.clear()
    }
}

impl<T, S: Borrow<T> + BorrowMut<T>> Arena<T, S> {
    #[inline]
    pub fn get(&self, handle: Handle<T>) -> Option<&T> {
        self.items.get(handle.index()).map(Borrow::borrow)
    }

    #[inline]
    pub fn get_mut(&mut self, handle: Handle<T>) -> Option<&mut T> {
        self.items
            .get_mut(handle.index())
            .map(BorrowMut::borrow_mut)
    }

    /// The items, in order (as a `Vec`'s `iter`; [`Arena::enumerate`] adds their handles).
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &T> + ExactSizeIterator + Clone {
        self.items.iter().map(Borrow::borrow)
    }

    pub fn iter_mut(&mut self) -> impl DoubleEndedIterator<Item = &mut T> + ExactSizeIterator {
        self.items.iter_mut().map(BorrowMut::borrow_mut)
    }

    /// The items with their handles, in order.
    pub fn enumerate(
        &self,
    ) -> impl DoubleEndedIterator<Item = (Handle<T>, &T)> + ExactSizeIterator + Clone {
        self.items
            .iter()
            .enumerate()
            .map(|(i, item)| (Handle::new(i), item.borrow()))
    }

    pub fn enumerate_mut(
        &mut self,
    ) -> impl DoubleEndedIterator<Item = (Handle<T>, &mut T)> + ExactSizeIterator {
        self.items
            .iter_mut()
            .enumerate()
            .map(|(i, item)| (Handle::new(i), item.borrow_mut()))
    }

    /// The items from handle `range.start` up to `range.end` (none where the range is not the
    /// arena's).
    pub fn range(&self, range: std::ops::Range<Handle<T>>) -> impl Iterator<Item = &T> + Clone {
        let items = self.items.get(range.start.index()..range.end.index());
        items.unwrap_or_default().iter().map(Borrow::borrow)
    }

    /// The last item and its handle.
    pub fn last(&self) -> Option<(Handle<T>, &T)> {
        let last = self.items.last()?;
        Some((Handle::new(self.items.len() - 1), last.borrow()))
    }
}

impl<T, S> Default for Arena<T, S> {
    fn default() -> Self {
        Arena::new()
    }
}

impl<T, S: Clone> Clone for Arena<T, S> {
    fn clone(&self) -> Self {
        Arena {
            items: self.items.clone(),
            marker: PhantomData,
        }
    }
}

/// Prints as the list of its items, as a `Vec` does.
impl<T, S: fmt::Debug> fmt::Debug for Arena<T, S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.items.fmt(f)
    }
}

impl<T, S: Borrow<T>> Index<Handle<T>> for Arena<T, S> {
    type Output = T;

    #[inline]
    fn index(&self, handle: Handle<T>) -> &T {
        self.items[handle.index()].borrow()
    }
}

impl<T, S: Borrow<T> + BorrowMut<T>> IndexMut<Handle<T>> for Arena<T, S> {
    #[inline]
    fn index_mut(&mut self, handle: Handle<T>) -> &mut T {
        self.items[handle.index()].borrow_mut()
    }
}

impl<'a, T: 'a, S: Borrow<T> + BorrowMut<T>> IntoIterator for &'a Arena<T, S> {
    type Item = &'a T;
    type IntoIter = std::iter::Map<std::slice::Iter<'a, S>, fn(&'a S) -> &'a T>;

    fn into_iter(self) -> Self::IntoIter {
        self.items.iter().map(Borrow::borrow)
    }
}

impl<'a, T: 'a, S: Borrow<T> + BorrowMut<T>> IntoIterator for &'a mut Arena<T, S> {
    type Item = &'a mut T;
    type IntoIter = std::iter::Map<std::slice::IterMut<'a, S>, fn(&'a mut S) -> &'a mut T>;

    fn into_iter(self) -> Self::IntoIter {
        self.items.iter_mut().map(BorrowMut::borrow_mut)
    }
}

impl<T, S> FromIterator<S> for Arena<T, S> {
    fn from_iter<I: IntoIterator<Item = S>>(iter: I) -> Self {
        Arena {
            items: iter.into_iter().collect(),
            marker: PhantomData,
        }
    }
}

impl<T, S> Extend<S> for Arena<T, S> {
    fn extend<I: IntoIterator<Item = S>>(&mut self, iter: I) {
        self.items.extend(iter)
    }
}

/// A dense side table: one `V` per handle of an arena of `T`s, indexed by the handle (what a
/// `Vec<V>` indexed by a handle's number would be, without the number).
pub struct HandleVec<T, V> {
    items: Vec<V>,
    marker: PhantomData<fn() -> T>,
}

impl<T, V> HandleVec<T, V> {
    pub const fn new() -> Self {
        HandleVec {
            items: Vec::new(),
            marker: PhantomData,
        }
    }

    /// `len` copies of `value`: a table for an arena of `len` items.
    pub fn filled(value: V, len: usize) -> Self
    where
        V: Clone,
    {
        HandleVec {
            items: vec![value; len],
            marker: PhantomData,
        }
    }

    /// A table of `value` for each item of `arena`.
    pub fn for_arena<S>(arena: &Arena<T, S>, value: V) -> Self
    where
        V: Clone,
    {
        Self::filled(value, arena.len())
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.items.len()
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Adds the entry of the next handle, which it returns (a table built in arena order).
    #[inline]
    pub fn push(&mut self, value: V) -> Handle<T> {
        let handle = Handle::new(self.items.len());
        self.items.push(value);
        handle
    }

    #[inline]
    pub fn get(&self, handle: Handle<T>) -> Option<&V> {
        self.items.get(handle.index())
    }

    #[inline]
    pub fn get_mut(&mut self, handle: Handle<T>) -> Option<&mut V> {
        self.items.get_mut(handle.index())
    }

    /// Grows the table with `value`s so that it has an entry for `handle`.
    pub fn ensure(&mut self, handle: Handle<T>, value: V)
    where
        V: Clone,
    {
        if self.items.len() <= handle.index() {
            self.items.resize(handle.index() + 1, value);
        }
    }

    pub fn enumerate(
        &self,
    ) -> impl DoubleEndedIterator<Item = (Handle<T>, &V)> + ExactSizeIterator {
        self.items
            .iter()
            .enumerate()
            .map(|(i, v)| (Handle::new(i), v))
    }

    pub fn enumerate_mut(
        &mut self,
    ) -> impl DoubleEndedIterator<Item = (Handle<T>, &mut V)> + ExactSizeIterator {
        self.items
            .iter_mut()
            .enumerate()
            .map(|(i, v)| (Handle::new(i), v))
    }

    /// The entries, in handle order.
    pub fn iter(&self) -> std::slice::Iter<'_, V> {
        self.items.iter()
    }

    pub fn iter_mut(&mut self) -> std::slice::IterMut<'_, V> {
        self.items.iter_mut()
    }

    pub fn clear(&mut self) {
        self.items.clear()
    }
}

impl<T, V> Default for HandleVec<T, V> {
    fn default() -> Self {
        HandleVec::new()
    }
}

impl<T, V: Clone> Clone for HandleVec<T, V> {
    fn clone(&self) -> Self {
        HandleVec {
            items: self.items.clone(),
            marker: PhantomData,
        }
    }
}

impl<T, V: PartialEq> PartialEq for HandleVec<T, V> {
    fn eq(&self, other: &Self) -> bool {
        self.items == other.items
    }
}

impl<T, V: Eq> Eq for HandleVec<T, V> {}

/// Prints as the list of its entries, as a `Vec` does.
impl<T, V: fmt::Debug> fmt::Debug for HandleVec<T, V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.items.fmt(f)
    }
}

impl<T, V> Index<Handle<T>> for HandleVec<T, V> {
    type Output = V;

    #[inline]
    fn index(&self, handle: Handle<T>) -> &V {
        &self.items[handle.index()]
    }
}

impl<T, V> IndexMut<Handle<T>> for HandleVec<T, V> {
    #[inline]
    fn index_mut(&mut self, handle: Handle<T>) -> &mut V {
        &mut self.items[handle.index()]
    }
}

impl<T, V> FromIterator<V> for HandleVec<T, V> {
    fn from_iter<I: IntoIterator<Item = V>>(iter: I) -> Self {
        HandleVec {
            items: iter.into_iter().collect(),
            marker: PhantomData,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn handles_index_their_own_arena_in_order() {
        let mut words: Arena<&str> = Arena::new();
        let a = words.push("a");
        let b = words.push("b");
        assert_eq!((a.index(), b.index()), (0, 1));
        assert_eq!((words[a], words[b]), ("a", "b"));
        assert!(a < b && a.next() == b);
        assert_eq!(words.next_handle(), Handle::new(2));
        assert!(!words.contains(Handle::new(2)));
        assert_eq!(
            words.enumerate().map(|(h, w)| (h, *w)).next_back(),
            Some((b, "b"))
        );
        assert_eq!(format!("{a:?}"), "&str#0");
    }

    #[test]
    fn handles_are_as_small_as_an_index() {
        assert_eq!(std::mem::size_of::<Handle<u64>>(), 4);
        assert_eq!(std::mem::size_of::<Option<Handle<u64>>>(), 4);
        // The niche costs one index: a number read from text past it is refused, not wrapped.
        assert!(Handle::<u64>::try_new(u32::MAX as usize - 1).is_some());
        assert!(Handle::<u64>::try_new(u32::MAX as usize).is_none());
    }

    #[test]
    fn a_boxed_arena_indexes_by_the_item_type() {
        let mut boxed: BoxedArena<String> = Arena::new();
        let h: Handle<String> = boxed.push(Box::new("x".to_owned()));
        boxed[h].push('y');
        assert_eq!(boxed[h], "xy");
        assert_eq!(boxed.iter().collect::<Vec<_>>(), ["xy"]);
    }

    #[test]
    fn side_tables_follow_their_arena() {
        let mut words: Arena<&str> = Arena::new();
        let a = words.push("a");
        let b = words.push("b");
        let mut seen = HandleVec::for_arena(&words, false);
        seen[b] = true;
        assert_eq!((seen[a], seen[b], seen.len()), (false, true, 2));
        let mut grown: HandleVec<&str, u8> = HandleVec::new();
        grown.ensure(b, 7);
        assert_eq!(grown.get(a), Some(&7));
    }
}
