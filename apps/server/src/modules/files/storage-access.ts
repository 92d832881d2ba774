import { isActionRoleAllowed, tenantRoutes } from '@lumbung/contract'
import type { Actor } from '../../lib/access'

/**
 * Who may read a stored file, by the prefix of its key. The first rule whose pattern matches decides;
 * a key no rule matches is never served. A module that stores a new kind of file adds its rule here.
 */
export interface StorageRule {
  /** Matches the whole key; capture groups are handed to `canRead`. */
  pattern: RegExp
  canRead(actor: Actor, captures: string[]): boolean
}

const id = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})'
const fileName = '[A-Za-z0-9][A-Za-z0-9._-]*'
const under = (folder: string) => new RegExp(`^${folder.replace('{id}', id)}/${fileName}$`)

/** Those who submit the company's documents (the verify route's rule) may read them back. */
const isDocumentSubmitter = (actor: Actor, tenantId: string | undefined) =>
  actor.tenantId === tenantId && isActionRoleAllowed(tenantRoutes.verify.config.access, actor.role)

export const storageRules: StorageRule[] = [
  // Profile photos appear beside names everywhere (members, requests, approvals).
  { pattern: under('users/{id}/photo'), canRead: () => true },
  // A person's ID document: the person and the operators who verify it.
  {
    pattern: under('users/{id}/identity'),
    canRead: (actor, [userId]) => actor.userId === userId || actor.isOperator,
  },
  // Company logos are shown in the marketplace to every signed-in user.
  { pattern: under('tenants/{id}/logo'), canRead: () => true },
  // Company registration documents: the company's admins and the operators who review them.
  {
    pattern: under('tenants/{id}/documents'),
    canRead: (actor, [tenantId]) => actor.isOperator || isDocumentSubmitter(actor, tenantId),
  },
  // A product's image, agreement, factsheets and sample: its own company and the operators. Buyers get
  // signed links from the marketplace, which alone knows whether a product is published or private.
  {
    pattern: under('tenants/{id}/product-(?:images|documents|samples)'),
    canRead: (actor, [tenantId]) => actor.isOperator || actor.tenantId === tenantId,
  },
  // A file-to-API run's result: the company that ran it (its purchased-data readers get signed links).
  {
    pattern: under('tenants/{id}/file-to-api-results'),
    canRead: (actor, [tenantId]) => actor.tenantId === tenantId,
  },
]

/** The rule for a key and its captures, or undefined when the key is not servable. */
export function storageRuleFor(key: string): { rule: StorageRule; captures: string[] } | undefined {
  for (const rule of storageRules) {
    const match = rule.pattern.exec(key)
    if (match) return { rule, captures: match.slice(1) }
  }
  return undefined
}

/** Whether a signed-in actor may read the key under the rules (a signed link skips this check). */
export function canReadStoredFile(actor: Actor, key: string): boolean {
  const found = storageRuleFor(key)
  return found ? found.rule.canRead(actor, found.captures) : false
}
