// Contacts as /basics shows them: enough to recognise one's own, not to read it off the screen.

/** '138****0001'. */
export function maskPhone(phone: string): string {
  return phone.length > 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
}

/** 'd***o@qyfw.example.cn': the first and last letter of the name. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  const name = email.slice(0, at);
  const shown = name.length > 2 ? `${name[0]}***${name[name.length - 1]}` : `${name[0]}***`;
  return `${shown}${email.slice(at)}`;
}
