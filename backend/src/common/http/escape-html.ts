/** Escapes text for HTML the server writes itself (the few plain pages it serves). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
