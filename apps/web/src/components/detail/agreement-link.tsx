import { Anchor, Group } from '@mantine/core'
import { IconExternalLink, IconFileDownload } from '@tabler/icons-react'
import { useT } from '../../lib/i18n/i18n'
import { agreementTexts } from '../agreement.texts'

/**
 * A product's data access agreement: the provider's own file (downloaded), or, when the product has
 * none (`fileName` null), the standard agreement's page, opened beside the current screen so a form
 * being filled in stays as it is.
 */
export function AgreementLink({ url, fileName }: { url: string; fileName: string | null }) {
  const t = useT(agreementTexts)
  const isOwnFile = fileName !== null
  return (
    <Anchor
      href={url}
      size="sm"
      target="_blank"
      rel="noopener"
      {...(isOwnFile ? { download: fileName } : {})}
      data-testid="agreement-link"
    >
      <Group gap={6} wrap="nowrap" component="span" display="inline-flex">
        {isOwnFile ? <IconFileDownload size={16} aria-hidden /> : <IconExternalLink size={16} aria-hidden />}
        {isOwnFile ? `${t('providerLinkLabel')} (${fileName})` : `${t('linkLabel')}: ${t('standardName')}`}
      </Group>
    </Anchor>
  )
}
