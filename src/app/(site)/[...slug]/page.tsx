import { notFound } from 'next/navigation'

/** Paths no route claims: answered with the not-found screen and HTTP 404. */
export default function UnknownPage() {
  notFound()
}
