// Placeholder until its issue fills it in.
export function ConsoleHomePage() {
  return <h1>Dashboard</h1>;
}
