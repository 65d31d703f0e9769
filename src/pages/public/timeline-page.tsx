// Placeholder until its issue fills it in.
export function TimelinePage() {
  return <h1>Archive</h1>;
}
