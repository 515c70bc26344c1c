import '@payloadcms/db-sqlite'
import '@payloadcms/db-postgres'
