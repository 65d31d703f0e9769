// Placeholder until its issue fills it in.
export function LoginPage() {
  return <h1>Sign in</h1>;
}
