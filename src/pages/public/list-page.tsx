// Placeholder until its issue fills it in.
export function ListPage() {
  return <h1>Articles</h1>;
}
