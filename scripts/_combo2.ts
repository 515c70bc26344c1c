import '@payloadcms/richtext-lexical'
import 'payload'
