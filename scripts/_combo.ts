import '@payloadcms/richtext-lexical'
import '@payloadcms/db-sqlite'
import '@payloadcms/db-postgres'
