//! A list seen only as its first item and the rest: no iterator, no index,
//! no length. The workshop hands it to an exercise whose point is linear
//! recursion, so that recursion is the natural way to walk it.

/// A list seen only as its first item and the rest.
#[derive(Debug)]
pub struct FirstRest<'a, T>(&'a [T]);

impl<T> Clone for FirstRest<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for FirstRest<'_, T> {}

impl<'a, T> FirstRest<'a, T> {
    /// The list `items`, seen as first and rest.
    pub fn new(items: &'a [T]) -> FirstRest<'a, T> {
        FirstRest(items)
    }

    /// The first item and the rest, or `None` for an empty list.
    pub fn split(self) -> Option<(&'a T, FirstRest<'a, T>)> {
        let (first, rest) = self.0.split_first()?;
        Some((first, FirstRest(rest)))
    }
}
