// Placeholder until its issue fills it in.
export function HomePage() {
  return <h1>Home</h1>;
}
