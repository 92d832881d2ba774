import {
  agreementMessages,
  auditMessages,
  contactMessages,
  firstCallTexts,
  marketplaceSearchMessages,
} from '@lumbung/contract'

/**
 * The English texts of the translated screens, by key (docs/decisions/0074-languages.md). Messages use
 * ICU syntax: `{name}` for a value, `{count, plural, one {# invoice} other {# invoices}}` for a count.
 * A text the contract already holds is taken from it, so the spec's English stays exactly as written.
 * English is the fallback: a key missing in Indonesian fails the type check and the catalogue test.
 */
export const en = {
  'language.label': 'Language',

  'shell.operator': 'Operator',
  'shell.provider': 'Provider',
  'shell.consumer': 'Consumer',
  'shell.accountMenu': 'Account menu',
  'shell.myProfile': 'My Profile',
  'shell.company': 'Company',
  'shell.logout': 'Logout',
  'shell.help': contactMessages.helpMenu,
  'shell.contact': contactMessages.menuEntry,
  'shell.agreement': agreementMessages.standardName,
  'shell.expandSidebar': 'Expand sidebar',
  'shell.collapseSidebar': 'Collapse sidebar',
  'shell.home': 'Lumbung home',
  'shell.userType': 'User type',
  'shell.operatorMenu': 'Operator menu',
  'shell.mainMenu': 'Main menu',
  'shell.tagline': 'Lumbung, the data marketplace for organisations',
  'shell.footerNavigation': contactMessages.footerNavigation,
  'shell.pageLoading': 'Page loading',
  'shell.desktopOnly': 'Desktop only for now',
  'shell.mobileWarning':
    'The mobile view is still being worked on. Please use a desktop browser to use Lumbung.',
  'shell.myAccountTabs': 'My Account',
  'shell.tabAccount': 'Account',
  'shell.tabSecurity': 'Security',
  'shell.tabCompany': 'Company',
  'shell.tabAuditLog': auditMessages.tabLabel,

  'menu.Dashboard': 'Dashboard',
  'menu.Transaction': 'Transaction',
  'menu.My Request': 'My Request',
  'menu.Data Delivery': 'Data Delivery',
  'menu.Purchased Data': 'Purchased Data',
  'menu.Marketplace': 'Marketplace',
  'menu.Data Management': 'Data Management',
  'menu.Data Assets': 'Data Assets',
  'menu.Settings': 'Settings',
  'menu.Storage': 'Storage',
  'menu.Billings': 'Billings',
  'menu.Billings History': 'Billings History',
  'menu.Transaction History': 'Transaction History',
  'menu.Spend Caps': 'Spend Caps',
  'menu.My Account': 'My Account',
  'menu.Subscription': 'Subscription',
  'menu.Manage Users': 'Manage Users',
  'menu.Request Summary': 'Request Summary',
  'menu.Request Approval': 'Request Approval',
  'menu.Data-Need Requests': 'Data-Need Requests',
  'menu.Datasets': 'Datasets',
  'menu.My Products': 'My Products',
  'menu.API': 'API',
  'menu.Settlement History': 'Settlement History',
  'menu.Tenants': 'Tenants',
  'menu.Users': 'Users',
  'menu.Invoices & Settlements': 'Invoices & Settlements',
  'menu.Job Queue': 'Job Queue',
  'menu.Audit Log': 'Audit Log',

  'login.title': 'Sign in',
  'login.secondStepTitle': 'Two-step verification',
  'login.welcome': 'Welcome back. Sign in to browse, publish and buy data products.',
  'login.newHere': 'New to Lumbung?',
  'login.createAccount': 'Create an account',
  'login.email': 'Email',
  'login.emailPlaceholder': 'you@company.com',
  'login.password': 'Password',
  'login.passwordPlaceholder': 'Your password',
  'login.forgotPassword': 'Forgot password?',
  'login.submit': 'Sign in',

  'signup.title': 'Create your company account',
  'signup.description':
    'Sign your company up to browse and buy data products. You can publish your own once your company is verified.',
  'signup.haveAccount': 'Already have an account?',
  'signup.signIn': 'Sign in',

  'forgot.title': 'Forgot your password?',
  'forgot.description':
    'Enter the email you sign in with and we will send you a link to choose a new password.',
  'forgot.submit': 'Send reset link',
  'forgot.remembered': 'Remembered it?',
  'forgot.back': 'Back to sign in',

  'reset.missingTitle': 'Reset your password',
  'reset.missingDescription': 'This page needs the link from the password reset email.',
  'reset.requestLink': 'Request a reset link',
  'reset.title': 'Choose a new password',
  'reset.description': 'After the change you will be signed out everywhere.',
  'reset.requestNewLink': 'Request a new reset link',
  'reset.password': 'Password',
  'reset.passwordRule': '8 to 32 characters with upper and lower case, a number and one of ! @ # $ % ^ & *',
  'reset.confirmation': 'Password confirmation',
  'reset.submit': 'Save new password',

  'state.loading': 'Loading',
  'state.goHome': 'Go to the home page',
  'state.reload': 'Try again',
  'state.ourSide': 'The problem is on our side. Please try again in a moment.',
  'state.notFound': 'This page could not be found',
  'state.notFoundHint': 'The address may be mistyped, or the page has moved.',

  'table.search': 'Search',
  'table.status': 'Status',
  'table.allStatuses': 'All statuses',
  'table.pagination': '{from}–{to} of {total} {recordsName}',
  'table.records': '{count, plural, one {{countText} record} other {{countText} records}}',

  // The names of icon-only controls (app/theme.ts), which a screen reader announces.
  'control.close': 'Close',
  'control.closeNotification': 'Close notification',
  'control.clear': 'Clear',
  'control.firstPage': 'First page',
  'control.previousPage': 'Previous page',
  'control.nextPage': 'Next page',
  'control.lastPage': 'Last page',

  'parameter.required': 'Required',
  'parameter.optional': 'Optional',

  'marketplace.didYouMeanBefore': marketplaceSearchMessages.didYouMeanBefore,
  'marketplace.didYouMeanAfter': marketplaceSearchMessages.didYouMeanAfter,
  'marketplace.didYouMeanLink': marketplaceSearchMessages.didYouMeanLink,
  'marketplace.approvesAtOnceTitle': firstCallTexts.approvesAtOnceTitle,
  'marketplace.approvesAtOnceBody': firstCallTexts.approvesAtOnceBody,
} as const

export type MessageKey = keyof typeof en
