/** What the contact form and its answers say (docs/decisions/0059-data-access-agreement.md). */
export const contactLabels = {
  full_name: 'Name',
  email: 'Email',
  company_name: 'Company',
  message: 'Message',
} as const

export const contactMessages = {
  sent: 'Thank you. Your message has reached the Lumbung team, who will reply by email.',
  unavailable: 'Messages cannot be received right now. Please try again later.',
  title: 'Contact us',
  intro: 'Questions about a product, a purchase, billing or your account: write to the Lumbung team.',
  send: 'Send message',
  menuEntry: 'Contact us',
  emailHelp: 'The team replies to this address.',
  honeypotLabel: 'Leave this field empty',
  helpMenu: 'Help',
  footerNavigation: 'About Lumbung',
  /** Who wrote, in the operators' mail, when the sender was signed in. */
  signedInAccount: (fullName: string, legalName: string, email: string) =>
    `${fullName} of ${legalName} (${email})`,
} as const

export const contactLimits = {
  fullNameMax: 100,
  companyNameMax: 200,
  messageMin: 10,
  messageMax: 2000,
  /** Messages an hour from one client address, and from one signed-in account. */
  perHour: 5,
} as const
