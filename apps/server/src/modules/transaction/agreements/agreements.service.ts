import { createHash } from 'node:crypto'
import {
  agreementMessages,
  agreementOfVersion,
  agreementPagePath,
  agreementPlainText,
  agreementRoutes,
  currentAgreement,
  type AcceptedAgreement,
  type AgreementDetail,
  type AgreementText,
} from '@lumbung/contract'
import type { AcceptedAgreementSnapshot } from '../../../db/schema'
import { AppError } from '../../../lib/errors'
import type { FileStorage } from '../../../lib/file-storage'
import type { StorageUrls } from '../../../lib/storage-urls'
import { agreementPdf } from './agreement-pdf'

const sha256Of = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

// The texts never change once published, so each fingerprint is taken once.
const fingerprints = new Map<string, string>()
export function agreementSha256(agreement: AgreementText): string {
  let sha = fingerprints.get(agreement.version)
  if (!sha) {
    sha = sha256Of(agreementPlainText(agreement))
    fingerprints.set(agreement.version, sha)
  }
  return sha
}

const agreementNotFound = () => new AppError('AGREEMENT_NOT_FOUND', 404, agreementMessages.notFound)

const routeOf = (url: string, version: string) => url.replace(':version', version)

function found(version: string): AgreementText {
  const agreement = agreementOfVersion(version)
  if (!agreement) throw agreementNotFound()
  return agreement
}

/** What of a product decides the agreement its requests accept. */
export interface AgreementOf {
  isDefaultDataAccessAgreement: boolean
  agreement: { key: string; name: string } | null
}

/** The storage key of the provider's own agreement a product uses, or null for the standard one. */
export const ownAgreementKey = (product: AgreementOf): string | null =>
  product.isDefaultDataAccessAgreement ? null : (product.agreement?.key ?? null)

/** The standard agreement's answers, and what a request keeps of the agreement its consumer accepted. */
export function createAgreementsService({ files }: { files: Pick<FileStorage, 'open'> }) {
  return {
    detail(version = currentAgreement.version): AgreementDetail {
      const agreement = found(version)
      return {
        version: agreement.version,
        title: agreement.title,
        effective_date: agreement.effective_date,
        preamble: [...agreement.preamble],
        sections: agreement.sections.map((section) => ({
          heading: section.heading,
          paragraphs: [...section.paragraphs],
        })),
        sha256: agreementSha256(agreement),
        is_current: agreement.version === currentAgreement.version,
        current_version: currentAgreement.version,
        page_url: agreementPagePath(agreement.version),
        pdf_url: routeOf(agreementRoutes.pdf.url, agreement.version),
        text_url: routeOf(agreementRoutes.text.url, agreement.version),
      }
    },

    async pdf(version: string) {
      const agreement = found(version)
      return {
        filename: `lumbung-data-access-agreement-${agreement.version}.pdf`,
        body: await agreementPdf(agreement, agreementSha256(agreement)),
      }
    },

    text(version: string) {
      const agreement = found(version)
      return {
        filename: `lumbung-data-access-agreement-${agreement.version}.txt`,
        body: agreementPlainText(agreement),
      }
    },

    /**
     * What a new request of this product accepts: the provider's own file when it has one (hashed as
     * stored now), otherwise the current standard agreement. A provider's file that cannot be opened
     * refuses the request: recording the standard agreement instead would keep a different agreement
     * than the one the buyer was shown.
     */
    async acceptedFor(product: AgreementOf): Promise<AcceptedAgreementSnapshot> {
      const own = ownAgreementKey(product)
      if (own) {
        const opened = await files.open(own)
        if (!opened) throw new AppError('AGREEMENT_UNAVAILABLE', 503, agreementMessages.providerUnavailable)
        const hash = createHash('sha256')
        for await (const chunk of opened.stream) hash.update(chunk as Buffer)
        return {
          kind: 'PROVIDER',
          name: product.agreement!.name,
          version: null,
          sha256: hash.digest('hex'),
          fileKey: own,
        }
      }
      return {
        kind: 'STANDARD',
        name: currentAgreement.title,
        version: currentAgreement.version,
        sha256: agreementSha256(currentAgreement),
        fileKey: null,
      }
    },
  }
}
export type AgreementsService = ReturnType<typeof createAgreementsService>

/** A kept agreement as the request and purchase screens show it, with a link to read it. */
export function acceptedAgreementView(
  snapshot: AcceptedAgreementSnapshot | null,
  urls: Pick<StorageUrls, 'sign'>,
): AcceptedAgreement | null {
  if (!snapshot) return null
  return {
    kind: snapshot.kind,
    name: snapshot.name,
    version: snapshot.version,
    sha256: snapshot.sha256,
    url:
      snapshot.kind === 'STANDARD' && snapshot.version
        ? agreementPagePath(snapshot.version)
        : snapshot.fileKey
          ? urls.sign(snapshot.fileKey)
          : null,
  }
}
