import { Anchor, Breadcrumbs, Text } from '@mantine/core'
import { Link } from 'react-router'
import { useT } from '../../lib/i18n/i18n'
import { formGuidanceTexts } from './form-guidance.texts'

export interface Crumb {
  label: string
  /** Absent on the last crumb: the page the user is on. */
  to?: string
}

/** Where a provider form sits: its list (and record), then the form itself, the same on every form. */
export function PageBreadcrumbs({ items }: { items: readonly Crumb[] }) {
  const t = useT(formGuidanceTexts)
  return (
    <nav aria-label={t('breadcrumbs')}>
      <Breadcrumbs>
        {items.map((item) =>
          item.to ? (
            <Anchor key={item.label} component={Link} to={item.to} size="sm">
              {item.label}
            </Anchor>
          ) : (
            <Text key={item.label} size="sm" aria-current="page">
              {item.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  )
}
