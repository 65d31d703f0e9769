// Placeholder until its issue fills it in.
export function CategoryPage() {
  return <h1>Categories</h1>;
}
