// Placeholder until the public-side issue fills it in.
export function SiteSidebar() {
  return null;
}
