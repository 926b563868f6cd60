/** xxx-x-x1234-x style: only the last 4 digits of an account stay visible (logs, other members' views). */
export function maskAccount(account: string): string {
  const digits = account.replace(/\D/g, '');
  if (digits.length <= 4) return '*'.repeat(digits.length);
  return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

/** 08x-xxx-5678 style: for showing referred members' phones. */
export function maskPhone(phone: string): string {
  return phone.length === 10 ? `${phone.slice(0, 3)}-xxx-${phone.slice(6)}` : maskAccount(phone);
}
