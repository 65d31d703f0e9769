// Placeholder until its issue fills it in.
export function FilePage() {
  return <h1>Files</h1>;
}
