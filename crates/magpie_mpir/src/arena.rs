//! Arenas and typed handles.
//!
//! A [`Handle<T>`] is a `u32` index into the [`Arena<T>`] that made it. Handles
//! are checked once (the verifier checks every handle a function holds); after
//! that, code indexes arenas directly.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;

/// An index into an [`Arena<T>`].
pub struct Handle<T> {
    index: u32,
    marker: PhantomData<fn() -> T>,
}

impl<T> Handle<T> {
    pub const fn from_index(index: u32) -> Self {
        Handle {
            index,
            marker: PhantomData,
        }
    }

    pub const fn index(self) -> usize {
        self.index as usize
    }
}

impl<T> Clone for Handle<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Handle<T> {}
impl<T> PartialEq for Handle<T> {
    fn eq(&self, other: &Self) -> bool {
        self.index == other.index
    }
}
impl<T> Eq for Handle<T> {}
impl<T> PartialOrd for Handle<T> {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl<T> Ord for Handle<T> {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.index.cmp(&other.index)
    }
}
impl<T> Hash for Handle<T> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.index.hash(state)
    }
}
impl<T> fmt::Debug for Handle<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.index)
    }
}

/// A growable vector of `T` addressed by [`Handle<T>`].
#[derive(Clone, PartialEq, Eq)]
pub struct Arena<T> {
    items: Vec<T>,
}

impl<T> Default for Arena<T> {
    fn default() -> Self {
        Arena { items: Vec::new() }
    }
}

impl<T: fmt::Debug> fmt::Debug for Arena<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

impl<T> Arena<T> {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn append(&mut self, value: T) -> Handle<T> {
        let index = u32::try_from(self.items.len()).unwrap_or(u32::MAX);
        self.items.push(value);
        Handle::from_index(index)
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    pub fn get(&self, h: Handle<T>) -> Option<&T> {
        self.items.get(h.index())
    }

    pub fn get_mut(&mut self, h: Handle<T>) -> Option<&mut T> {
        self.items.get_mut(h.index())
    }

    /// True when `h` was made by this arena (or one at least as long).
    pub fn contains(&self, h: Handle<T>) -> bool {
        h.index() < self.items.len()
    }

    pub fn iter(&self) -> impl DoubleEndedIterator<Item = (Handle<T>, &T)> + ExactSizeIterator {
        self.items
            .iter()
            .enumerate()
            .map(|(i, v)| (Handle::from_index(i as u32), v))
    }

    pub fn iter_mut(&mut self) -> impl Iterator<Item = (Handle<T>, &mut T)> {
        self.items
            .iter_mut()
            .enumerate()
            .map(|(i, v)| (Handle::from_index(i as u32), v))
    }

    pub fn handles(&self) -> impl DoubleEndedIterator<Item = Handle<T>> + ExactSizeIterator {
        (0..self.items.len() as u32).map(Handle::from_index)
    }

    pub fn values(&self) -> std::slice::Iter<'_, T> {
        self.items.iter()
    }
}

impl<T> std::ops::Index<Handle<T>> for Arena<T> {
    type Output = T;
    fn index(&self, h: Handle<T>) -> &T {
        &self.items[h.index()]
    }
}

impl<T> std::ops::IndexMut<Handle<T>> for Arena<T> {
    fn index_mut(&mut self, h: Handle<T>) -> &mut T {
        &mut self.items[h.index()]
    }
}
