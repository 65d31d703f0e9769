// Placeholder until its issue fills it in.
export function DetailPage() {
  return <h1>Article</h1>;
}
