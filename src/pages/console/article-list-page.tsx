// Placeholder until its issue fills it in.
export function ArticleListPage() {
  return <h1>Articles</h1>;
}
