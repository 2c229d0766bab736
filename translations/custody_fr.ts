<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>Custody::AcquireOptions</name>
    <message>
        <source>--%1 %2 is not a size of at least %3 bytes (examples: 4096, 256K, 1M, 2G)</source>
        <translation>--%1 %2 n’est pas une taille d’au moins %3 octets (exemples&#xa0;: 4096, 256K, 1M, 2G)</translation>
    </message>
    <message>
        <source>Hash algorithms, comma-separated: md5, sha1, sha256, sha384, sha512, or none.</source>
        <translation>Algorithmes de hachage, séparés par des virgules&#xa0;: md5, sha1, sha256, sha384, sha512, ou none.</translation>
    </message>
    <message>
        <source>--hash %1: use md5, sha1, sha256, sha384, sha512 (comma-separated) or none</source>
        <translation>--hash %1&#xa0;: utilisez md5, sha1, sha256, sha384, sha512 (séparés par des virgules) ou none</translation>
    </message>
    <message>
        <source>Bytes per read (K, M suffixes are binary).</source>
        <translation>Octets par lecture (les suffixes K, M sont binaires).</translation>
    </message>
    <message>
        <source>Error handling: forensic (bad blocks resolved on the spot) or rescue (good areas first, then trim, scrape and retry, for failing drives).</source>
        <translation>Traitement des erreurs&#xa0;: forensic (blocs défectueux résolus sur-le-champ) ou rescue (zones saines d’abord, puis rognage, grattage et nouvelles tentatives, pour les disques défaillants).</translation>
    </message>
    <message>
        <source>--preset %1: use forensic or rescue</source>
        <translation>--preset %1&#xa0;: utilisez forensic ou rescue</translation>
    </message>
    <message>
        <source>Forensic: extra attempts at each unreadable sector (default 1). Rescue: retry passes over the bad sectors (default 0).</source>
        <translation>Avec forensic&#xa0;: tentatives supplémentaires sur chaque secteur illisible (1 par défaut). Avec rescue&#xa0;: passes de nouvelles tentatives sur les secteurs défectueux (0 par défaut).</translation>
    </message>
    <message>
        <source>--retries %1: give a whole number from 0 to 100</source>
        <translation>--retries %1&#xa0;: indiquez un nombre entier de 0 à 100</translation>
    </message>
    <message>
        <source>Unit of sector-by-sector re-reads: physical or logical sectors.</source>
        <translation>Unité des relectures secteur par secteur&#xa0;: secteurs physiques (physical) ou logiques (logical).</translation>
    </message>
    <message>
        <source>--reread-unit %1: use physical or logical</source>
        <translation>--reread-unit %1&#xa0;: utilisez physical ou logical</translation>
    </message>
    <message>
        <source>Seconds between saves of the map (after flushing the image).</source>
        <translation>Secondes entre les enregistrements de la carte (après l’écriture de l’image sur le disque).</translation>
    </message>
    <message>
        <source>--map-interval %1: give seconds from 0 to 3600</source>
        <translation>--map-interval %1&#xa0;: indiquez un nombre de secondes de 0 à 3600</translation>
    </message>
    <message>
        <source>Also hash every window of this size.</source>
        <translation>Hacher aussi chaque fenêtre de cette taille.</translation>
    </message>
    <message>
        <source>Keep the SHA-256 of every finished window of this size in the map, which a resume checks the image against (default 64M; a resume keeps its earlier run&apos;s).</source>
        <translation>Conserver dans la carte le SHA-256 de chaque fenêtre terminée de cette taille, auquel une reprise compare l’image (64M par défaut&#xa0;; une reprise garde la taille de l’exécution précédente).</translation>
    </message>
    <message>
        <source>Fill for unreadable sectors: zero or a byte, 0xHH.</source>
        <translation>Remplissage des secteurs illisibles&#xa0;: zero ou un octet, 0xHH.</translation>
    </message>
    <message>
        <source>--fill %1: use zero or a byte as 0xHH (e.g. 0xFF)</source>
        <translation>--fill %1&#xa0;: utilisez zero ou un octet sous la forme 0xHH (p. ex. 0xFF)</translation>
    </message>
    <message>
        <source>First reads around the page cache (direct, the default: faster, and after an error the page cache shrinks reads to 4 KiB and reads ahead into bad areas) or through it (buffered).</source>
        <translation>Premières lectures en contournant le cache de pages (direct, par défaut&#xa0;: plus rapide, et après une erreur le cache de pages réduit les lectures à 4 KiB et lit par anticipation dans les zones défectueuses) ou à travers lui (buffered).</translation>
    </message>
    <message>
        <source>--copy-reads %1: use direct or buffered</source>
        <translation>--copy-reads %1&#xa0;: utilisez direct ou buffered</translation>
    </message>
    <message>
        <source>Block reads kept in flight at once: auto (the default: as many as make the source faster, up to 16) or a number from 1 (one at a time) to 64.</source>
        <translation>Lectures de blocs simultanées&#xa0;: auto (par défaut&#xa0;: autant qu’il en faut pour accélérer la source, jusqu’à 16) ou un nombre de 1 (une à la fois) à 64.</translation>
    </message>
    <message>
        <source>--reads-in-flight %1: use auto or a number from 1 to 64</source>
        <translation>--reads-in-flight %1&#xa0;: utilisez auto ou un nombre de 1 à 64</translation>
    </message>
    <message>
        <source>Image format: raw (BASE.dd, or BASE.001, … with --split) or e01 (Expert Witness, EnCase 6 layout: BASE.E01, BASE.E02, …; the rescue preset writes raw, then `custody-cli convert` makes the E01). E01 stores the MD5 and SHA-1: its default hashes are md5,sha1,sha256.</source>
        <translation>Format d’image&#xa0;: raw (BASE.dd, ou BASE.001, … avec --split) ou e01 (Expert Witness, disposition d’EnCase 6&#xa0;: BASE.E01, BASE.E02, …&#xa0;; le préréglage rescue écrit en raw, puis `custody-cli convert` crée l’E01). L’E01 conserve le MD5 et le SHA-1&#xa0;: ses empreintes par défaut sont md5,sha1,sha256.</translation>
    </message>
    <message>
        <source>--format %1: use raw or e01</source>
        <translation>--format %1&#xa0;: utilisez raw ou e01</translation>
    </message>
    <message>
        <source>Split the raw image into files of this size (.001, …).</source>
        <translation>Découper l’image brute en fichiers de cette taille (.001, …).</translation>
    </message>
    <message>
        <source>--split is for raw images; an E01 is split with --segment-size</source>
        <translation>--split ne vaut que pour les images brutes&#xa0;; une E01 se découpe avec --segment-size</translation>
    </message>
    <message>
        <source>E01: none, empty (only chunks of one repeated byte), fast or best.</source>
        <translation>E01&#xa0;: none, empty (seulement les blocs faits d’un même octet répété), fast ou best.</translation>
    </message>
    <message>
        <source>--compression %1: use none, empty, fast or best</source>
        <translation>--compression %1&#xa0;: utilisez none, empty, fast ou best</translation>
    </message>
    <message>
        <source>E01: the largest segment file (.E01, .E02, …, .E99, .EAA, …).</source>
        <translation>E01&#xa0;: taille maximale d’un fichier de segment (.E01, .E02, …, .E99, .EAA, …).</translation>
    </message>
    <message>
        <source>E01: bytes per chunk, a power of two from 16 to 32768 sectors (default 64 sectors, 32K of 512-byte sectors, as EnCase writes; X-Ways reads chunks of up to 256K only).</source>
        <translation>E01&#xa0;: octets par bloc, une puissance de deux de 16 à 32768 secteurs (64 secteurs par défaut, soit 32K en secteurs de 512 octets, comme les écrit EnCase&#xa0;; X-Ways ne lit que des blocs d’au plus 256K).</translation>
    </message>
    <message>
        <source>E01: threads compressing chunks (default: one per core).</source>
        <translation>E01&#xa0;: threads de compression des blocs (par défaut&#xa0;: un par cœur).</translation>
    </message>
    <message>
        <source>--compression-threads %1: give a whole number from 1 to 256</source>
        <translation>--compression-threads %1&#xa0;: indiquez un nombre entier de 1 à 256</translation>
    </message>
    <message>
        <source>Case number.</source>
        <translation>Numéro d’affaire.</translation>
    </message>
    <message>
        <source>Evidence number.</source>
        <translation>Numéro de scellé.</translation>
    </message>
    <message>
        <source>Examiner&apos;s name.</source>
        <translation>Nom de l’examinateur.</translation>
    </message>
    <message>
        <source>Description of the evidence.</source>
        <translation>Description de la preuve.</translation>
    </message>
    <message>
        <source>Notes.</source>
        <translation>Notes.</translation>
    </message>
    <message>
        <source>After the acquisition, read the image back and check its hashes.</source>
        <translation>Après l’acquisition, relire l’image et vérifier ses empreintes.</translation>
    </message>
    <message>
        <source>As --verify, then read the whole source again and record its hashes (they match only if the source reads back exactly as it did: not where sectors are bad).</source>
        <translation>Comme --verify, puis relire toute la source et consigner ses empreintes (elles ne concordent que si la source se relit exactement comme avant&#xa0;: pas là où des secteurs sont défectueux).</translation>
    </message>
    <message>
        <source>Do not record the drive&apos;s SMART data (smartctl, read-only) at the start and end of a block device acquisition.</source>
        <translation>Ne pas consigner les données SMART du disque (smartctl, en lecture seule) au début et à la fin de l’acquisition d’un périphérique bloc.</translation>
    </message>
    <message>
        <source>Set the kernel read-only flag on a block device source and its partitions for the acquisition (needs root), and restore it afterwards.</source>
        <translation>Activer l’indicateur lecture seule du noyau sur une source de type périphérique bloc et sur ses partitions pendant l’acquisition (nécessite root), puis le rétablir après.</translation>
    </message>
    <message>
        <source>NBD over TLS (nbds://): the pre-shared keys file (username:hexkey lines, as nbdkit --tls-psk reads it).</source>
        <translation>NBD sur TLS (nbds://)&#xa0;: le fichier des clés pré-partagées (lignes username:hexkey, tel que nbdkit --tls-psk le lit).</translation>
    </message>
    <message>
        <source>--tls-psk: %1</source>
        <translation>--tls-psk&#xa0;: %1</translation>
    </message>
    <message>
        <source>NBD over TLS: the PSK identity to use (default: the login name).</source>
        <translation>NBD sur TLS&#xa0;: l’identité PSK à utiliser (par défaut&#xa0;: le nom de connexion).</translation>
    </message>
    <message>
        <source>NBD over TLS: a directory with the CA certificate (ca-cert.pem) that signed the server&apos;s, and a client certificate if the server asks for one.</source>
        <translation>NBD sur TLS&#xa0;: un répertoire contenant le certificat de l’AC (ca-cert.pem) qui a signé celui du serveur, et un certificat client si le serveur en demande un.</translation>
    </message>
    <message>
        <source>--tls-certificates: %1 is not a folder: give the folder that holds ca-cert.pem (and client-cert.pem, client-key.pem)</source>
        <translation>--tls-certificates&#xa0;: %1 n’est pas un dossier&#xa0;: indiquez le dossier qui contient ca-cert.pem (et client-cert.pem, client-key.pem)</translation>
    </message>
    <message>
        <source>--tls-certificates: %1</source>
        <translation>--tls-certificates&#xa0;: %1</translation>
    </message>
    <message>
        <source>Overwrite existing output files.</source>
        <translation>Écraser les fichiers de sortie existants.</translation>
    </message>
    <message>
        <source>Continue an interrupted acquisition from OUTPUT_BASE.map (ours or GNU ddrescue&apos;s) and its image.</source>
        <translation>Reprendre une acquisition interrompue à partir de OUTPUT_BASE.map (la nôtre ou celle de GNU ddrescue) et de son image.</translation>
    </message>
    <message>
        <source>--force starts over and --resume continues: give only one</source>
        <translation>--force recommence depuis le début et --resume reprend&#xa0;: n’indiquez que l’une des deux</translation>
    </message>
    <message>
        <source>--%1 needs at least one hash (--hash)</source>
        <translation>--%1 nécessite au moins une empreinte (--hash)</translation>
    </message>
    <message>
        <source>--%1 is for E01 images: add --format e01</source>
        <translation>--%1 ne vaut que pour les images E01&#xa0;: ajoutez --format e01</translation>
    </message>
    <message>
        <source>--also %1 must name the image, not a folder</source>
        <translation>--also %1 doit nommer l&apos;image, pas un dossier</translation>
    </message>
    <message>
        <source>--also-format %1: use raw, split or e01</source>
        <translation>--also-format %1&#xa0;: utilisez raw, split ou e01</translation>
    </message>
    <message>
        <source>--also-segment-size is for --also-format split or e01</source>
        <translation>--also-segment-size ne vaut que pour --also-format split ou e01</translation>
    </message>
    <message>
        <source>--also-segment-size %1 is not a size of at least %2 bytes (examples: 1M, 650M, 2G)</source>
        <translation>--also-segment-size %1 n&apos;est pas une taille d&apos;au moins %2 octets (exemples&#xa0;: 1M, 650M, 2G)</translation>
    </message>
    <message>
        <source>--also-format split needs --also-segment-size (each file&apos;s size)</source>
        <translation>--also-format split demande --also-segment-size (la taille de chaque fichier)</translation>
    </message>
    <message>
        <source>--also-compression is for --also-format e01</source>
        <translation>--also-compression ne vaut que pour --also-format e01</translation>
    </message>
    <message>
        <source>--also-compression %1: use none, empty, fast or best</source>
        <translation>--also-compression %1&#xa0;: utilisez none, empty, fast ou best</translation>
    </message>
    <message>
        <source>--also-verify %1: use image or none</source>
        <translation>--also-verify %1&#xa0;: utilisez image ou none</translation>
    </message>
    <message>
        <source>--%1 needs a value</source>
        <translation>--%1 demande une valeur</translation>
    </message>
    <message>
        <source>--%1: unknown option (the options of --also are --also-format, --also-segment-size, --also-compression and --also-verify)</source>
        <translation>--%1&#xa0;: option inconnue (les options de --also sont --also-format, --also-segment-size, --also-compression et --also-verify)</translation>
    </message>
    <message>
        <source>--%1 applies to the --also before it: give --also BASE first</source>
        <translation>--%1 s&apos;applique au --also qui le précède&#xa0;: donnez d&apos;abord --also BASE</translation>
    </message>
    <message>
        <source>--%1 is given twice for --also %2</source>
        <translation>--%1 est donnée deux fois pour --also %2</translation>
    </message>
    <message>
        <source>%1 is given as an output twice: each output needs a base of its own</source>
        <translation>%1 est donnée deux fois comme sortie&#xa0;: chaque sortie demande sa propre base</translation>
    </message>
    <message>
        <source>--resume continues one output: resume each on its own, each reading the source again for what it lacks:
%1</source>
        <translation>--resume poursuit une seule sortie&#xa0;: reprenez chacune à part, chacune relisant dans la source ce qui lui manque&#xa0;:
%1</translation>
    </message>
    <message>
        <source>Write another image of the same read, with its own files (image, map, checksums, log, record) at this base; repeatable. The --also-* options after it are its own.</source>
        <translation>Écrire une autre image de la même lecture, avec ses propres fichiers (image, carte, sommes de contrôle, journal, dossier) à cette base&#xa0;; répétable. Les options --also-* qui la suivent sont les siennes.</translation>
    </message>
    <message>
        <source>That output&apos;s format: raw, split (files of --also-segment-size) or e01 (64-sector chunks).</source>
        <translation>Format de cette sortie&#xa0;: raw, split (fichiers de --also-segment-size) ou e01 (blocs de 64 secteurs).</translation>
    </message>
    <message>
        <source>That output&apos;s file size (split) or largest segment (e01, default 2G).</source>
        <translation>Taille des fichiers de cette sortie (split) ou plus grand segment (e01, 2G par défaut).</translation>
    </message>
    <message>
        <source>That E01 output&apos;s compression: none, empty, fast or best.</source>
        <translation>Compression de cette sortie E01&#xa0;: none, empty, fast ou best.</translation>
    </message>
    <message>
        <source>Read that output back and hash it again: image or none (default: image with --verify or --verify-source).</source>
        <translation>Relire cette sortie et la hacher à nouveau&#xa0;: image ou none (par défaut&#xa0;: image avec --verify ou --verify-source).</translation>
    </message>
    <message>
        <source>Write the source onto this whole drive instead of image files (a clone; a restore when the source is an image: raw, split .001 or E01). Refused when the drive is smaller than the source, is the source or holds it, is a partition, a system disk, mounted or read-only. OUTPUT_BASE names the map, the log and the record. Asks for the drive&apos;s serial on a terminal (or --yes).</source>
        <translation>Écrire la source sur ce disque entier au lieu de fichiers image (un clone ; une restauration quand la source est une image : brute, découpée .001 ou E01). Refusé quand le disque est plus petit que la source, est la source ou la contient, est une partition, un disque système, monté ou en lecture seule. OUTPUT_BASE nomme la carte, le journal et l&apos;enregistrement. Demande le numéro de série du disque dans un terminal (ou --yes).</translation>
    </message>
    <message>
        <source>--clone: the drive&apos;s sectors past the source&apos;s last are left as they are (leave, the default), or written with zeros or a byte 0xHH (and read back with --verify).</source>
        <translation>--clone : les secteurs du disque après le dernier de la source restent tels quels (leave, par défaut), ou sont écrits avec des zéros ou un octet 0xHH (et relus avec --verify).</translation>
    </message>
    <message>
        <source>--excess is for clones: add --clone DEVICE</source>
        <translation>--excess concerne les clones : ajoutez --clone PÉRIPHÉRIQUE</translation>
    </message>
    <message>
        <source>--excess %1: use leave, zero or a byte as 0xHH</source>
        <translation>--excess %1 : utilisez leave, zero ou un octet 0xHH</translation>
    </message>
    <message>
        <source>--clone writes a drive, not image files: leave out --format and --split</source>
        <translation>--clone écrit un disque, pas des fichiers image : omettez --format et --split</translation>
    </message>
    <message>
        <source>--chap-file: %1</source>
        <translation>--chap-file&#xa0;: %1</translation>
    </message>
    <message>
        <source>NBD and iSCSI: seconds the server may stay silent (connecting, or with reads waiting) before the source counts as gone (the map is saved; --resume continues).</source>
        <translation>NBD et iSCSI&#xa0;: secondes pendant lesquelles le serveur peut rester muet (à la connexion, ou avec des lectures en attente) avant que la source compte comme disparue (la carte est enregistrée&#xa0;; --resume reprend).</translation>
    </message>
    <message>
        <source>--network-timeout %1: give seconds from 1 to 86400</source>
        <translation>--network-timeout %1&#xa0;: indiquez des secondes de 1 à 86400</translation>
    </message>
    <message>
        <source>NBD and iSCSI: after a lost connection, connect again up to this many times before the source counts as gone (0: never).</source>
        <translation>NBD et iSCSI&#xa0;: après une connexion perdue, se reconnecter jusqu’à ce nombre de fois avant que la source compte comme disparue (0&#xa0;: jamais).</translation>
    </message>
    <message>
        <source>--network-reconnect %1: give a number from 0 to 1000</source>
        <translation>--network-reconnect %1&#xa0;: indiquez un nombre de 0 à 1000</translation>
    </message>
    <message>
        <source>NBD and iSCSI: seconds to wait before each attempt to connect again.</source>
        <translation>NBD et iSCSI&#xa0;: secondes d’attente avant chaque nouvelle tentative de connexion.</translation>
    </message>
    <message>
        <source>--network-reconnect-delay %1: give seconds from 0 to 3600</source>
        <translation>--network-reconnect-delay %1&#xa0;: indiquez des secondes de 0 à 3600</translation>
    </message>
    <message>
        <source>--tls-* are for NBD sources (nbd://, nbds://, nbd+unix://), not %1</source>
        <translation>--tls-* sont pour les sources NBD (nbd://, nbds://, nbd+unix://), pas pour %1</translation>
    </message>
    <message>
        <source>--chap-file is for iSCSI sources (iscsi://), not %1</source>
        <translation>--chap-file est pour les sources iSCSI (iscsi://), pas pour %1</translation>
    </message>
    <message>
        <source>--network-* are for network sources (nbd://, nbds://, nbd+unix://, iscsi://), not %1</source>
        <translation>--network-* sont pour les sources réseau (nbd://, nbds://, nbd+unix://, iscsi://), pas pour %1</translation>
    </message>
    <message>
        <source>Do not read the source&apos;s partition table, partitions and file systems at the start (a failing drive: not one read more than imaging needs).</source>
        <translation>Ne pas lire la table de partitions, les partitions et les systèmes de fichiers de la source au début (un disque défaillant : pas une lecture de plus que l’imagerie n’en demande).</translation>
    </message>
    <message>
        <source>Do not count all-zero and repeated-byte sectors while imaging (the record, log and report then say nothing of what the data looks like).</source>
        <translation>Ne pas compter pendant l’acquisition les secteurs tout à zéro ou d’un seul octet répété (l’enregistrement, le journal et le rapport ne disent alors rien de l’aspect des données).</translation>
    </message>
    <message>
        <source>iSCSI: the CHAP secrets file (username:secret lines, readable by its owner only); the user is the one the URI names (iscsi://USER@HOST/…), or the file&apos;s only one. A line &quot;target username:secret&quot; asks the target to prove itself with them (mutual CHAP).</source>
        <translation>iSCSI : le fichier des secrets CHAP (lignes username:secret, lisible par son seul propriétaire) ; l’utilisateur est celui que nomme l’URI (iscsi://UTILISATEUR@HÔTE/…), ou le seul du fichier. Une ligne « target username:secret » demande à la cible de prouver son identité avec eux (CHAP mutuel).</translation>
    </message>
    <message>
        <source>Acquire the source only while the drive holding it reports this serial number and size in bytes (as &apos;custody-cli devices&apos; shows them; nothing before the &apos;:&apos; for a drive without a serial), and refuse any other drive at that path before anything is read or written: for scripts and queue files, where a device name may name another drive by the time the job runs.</source>
        <translation>N&apos;acquérir la source que tant que le disque qui la porte indique ce numéro de série et cette taille en octets (tels que &apos;custody-cli devices&apos; les affiche ; rien avant le &apos;:&apos; pour un disque sans numéro de série), et refuser tout autre disque à ce chemin avant de lire ou d&apos;écrire quoi que ce soit : pour les scripts et les fichiers de file d&apos;attente, où un nom de périphérique peut désigner un autre disque au moment où la tâche s&apos;exécute.</translation>
    </message>
    <message>
        <source>--expect-drive %1: give the drive&apos;s serial number and its size in bytes as SERIAL:BYTES (for example WD-WX12A3456789:1000204886016), as &apos;custody-cli devices&apos; shows them</source>
        <translation>--expect-drive %1 : donnez le numéro de série du disque et sa taille en octets sous la forme SÉRIE:OCTETS (par exemple WD-WX12A3456789:1000204886016), tels que &apos;custody-cli devices&apos; les affiche</translation>
    </message>
    <message>
        <source>--expect-drive is for a drive of this computer (/dev/…), not %1: a network source&apos;s identity is checked from its own pages</source>
        <translation>--expect-drive vaut pour un disque de cet ordinateur (/dev/…), pas pour %1 : l&apos;identité d&apos;une source réseau est vérifiée d&apos;après ses propres pages</translation>
    </message>
</context>
<context>
    <name>Custody::Acquisition</name>
    <message>
        <source>the destination folder does not exist</source>
        <translation>le dossier de destination n&apos;existe pas</translation>
    </message>
    <message>
        <source>an earlier acquisition into this name was interrupted or has finished: resume it, or choose to start over</source>
        <translation>une acquisition précédente sous ce nom a été interrompue ou est terminée&#xa0;: reprenez-la ou choisissez de recommencer</translation>
    </message>
    <message>
        <source>the output %1</source>
        <translation>la sortie %1</translation>
    </message>
    <message>
        <source>the source %1</source>
        <translation>la source %1</translation>
    </message>
    <message>
        <source>an interrupted E01 acquisition cannot be resumed: acquire again, replacing its files, or acquire to raw with the rescue preset (which resumes) and convert the result to E01</source>
        <translation>une acquisition E01 interrompue ne peut pas être reprise&#xa0;: acquérez à nouveau en remplaçant ses fichiers, ou acquérez en brut avec le préréglage de sauvetage (qui se reprend) puis convertissez le résultat en E01</translation>
    </message>
    <message>
        <source>a resume continues one output: resume each output on its own, each reading the source again for what it lacks</source>
        <translation>une reprise poursuit une seule sortie&#xa0;: reprenez chaque sortie à part, chacune relisant dans la source ce qui lui manque</translation>
    </message>
    <message>
        <source>a clone onto a drive is not resumed: clone again with --force, which writes the drive from its first sector</source>
        <translation>un clone sur un disque ne se reprend pas : clonez à nouveau avec --force, qui écrit le disque depuis son premier secteur</translation>
    </message>
    <message>
        <source>its identity cannot be read (%1)</source>
        <translation>son identité ne peut pas être lue (%1)</translation>
    </message>
    <message>
        <source>%1, but the drive chosen has %2: another drive under the same name, or this one changed</source>
        <translation>%1, mais le disque choisi a %2 : un autre disque sous le même nom, ou celui-ci a changé</translation>
    </message>
    <message>
        <source>it is not a drive</source>
        <translation>ce n&apos;est pas un disque</translation>
    </message>
    <message>
        <source>it reports %1</source>
        <translation>il indique %1</translation>
    </message>
    <message>
        <source>no serial number and %1 bytes</source>
        <translation>aucun numéro de série et %1 octets</translation>
    </message>
    <message>
        <source>the serial number &quot;%1&quot; and %2 bytes</source>
        <translation>le numéro de série « %1 » et %2 octets</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionDialog</name>
    <message>
        <source>Acquire %1</source>
        <translation>Acquérir %1</translation>
    </message>
    <message>
        <source>Source: %1 — %2 (%3 bytes)</source>
        <translation>Source&#xa0;: %1 — %2 (%3 octets)</translation>
    </message>
    <message>
        <source>Mounted on %1: the file systems may change while they are imaged. Unmount them first if you can.</source>
        <translation>Monté sur %1&#xa0;: les systèmes de fichiers peuvent changer pendant l&apos;acquisition. Démontez-les d&apos;abord si possible.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Démarrer</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Destination</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>Dossie&amp;r&#xa0;:</translation>
    </message>
    <message>
        <source>The image is written as NAME.dd (or NAME.001, NAME.002, … when split), with NAME.map, NAME.txt, NAME.json and checksum files beside it.</source>
        <translation>L&apos;image est écrite sous NOM.dd (ou NOM.001, NOM.002, … si elle est découpée), accompagnée de NOM.map, NOM.txt, NOM.json et des fichiers de sommes de contrôle.</translation>
    </message>
    <message>
        <source>Acquisition</source>
        <translation>Acquisition</translation>
    </message>
    <message>
        <source>Hashes:</source>
        <translation>Empreintes&#xa0;:</translation>
    </message>
    <message>
        <source>Forensic: resolve bad blocks on the spot, hash in one pass</source>
        <translation>Forensique&#xa0;: traiter les blocs défectueux sur-le-champ, empreintes en une seule passe</translation>
    </message>
    <message>
        <source>Rescue: good areas first, then trim, scrape, retry (failing drives)</source>
        <translation>Sauvetage&#xa0;: zones saines d&apos;abord, puis rognage, grattage, nouvelles tentatives (disques défaillants)</translation>
    </message>
    <message>
        <source>&amp;Verify: read the image back and compare its hashes</source>
        <translation>&amp;Vérifier&#xa0;: relire l&apos;image et comparer ses empreintes</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avancé</translation>
    </message>
    <message>
        <source>&amp;Retries:</source>
        <translation>Nouvelles &amp;tentatives&#xa0;:</translation>
    </message>
    <message>
        <source>The byte written in place of unreadable sectors, as 0xHH.</source>
        <translation>L&apos;octet écrit à la place des secteurs illisibles, sous la forme 0xHH.</translation>
    </message>
    <message>
        <source>Suggested by SMART: %1</source>
        <translation>Suggéré par SMART&#xa0;: %1</translation>
    </message>
    <message>
        <source>SMART suggests the rescue preset for this drive: %1</source>
        <translation>SMART suggère le préréglage «&#xa0;Sauvetage&#xa0;» pour ce disque&#xa0;: %1</translation>
    </message>
    <message>
        <source>Destination folder</source>
        <translation>Dossier de destination</translation>
    </message>
    <message>
        <source>Choose a destination folder.</source>
        <translation>Choisissez un dossier de destination.</translation>
    </message>
    <message>
        <source>You may not write into %1.</source>
        <translation>Vous n&apos;avez pas le droit d&apos;écrire dans %1.</translation>
    </message>
    <message>
        <source>Give the image a name.</source>
        <translation>Donnez un nom à l&apos;image.</translation>
    </message>
    <message>
        <source>The image name must not contain &apos;/&apos;.</source>
        <translation>Le nom de l&apos;image ne doit pas contenir «&#xa0;/&#xa0;».</translation>
    </message>
    <message>
        <source>Only %1 free at the destination, the source holds %2: the acquisition will stop when the disk is full.</source>
        <translation>Seulement %1 libres à la destination, la source contient %2&#xa0;: l&apos;acquisition s&apos;arrêtera lorsque le disque sera plein.</translation>
    </message>
    <message>
        <source>Choose at least one hash.</source>
        <translation>Choisissez au moins un algorithme d&apos;empreinte.</translation>
    </message>
    <message>
        <source>Give the fill byte as 0x followed by two hex digits, e.g. 0x00.</source>
        <translation>Indiquez l&apos;octet de remplissage sous la forme 0x suivi de deux chiffres hexadécimaux, par ex. 0x00.</translation>
    </message>
    <message>
        <source>Use 0x followed by two hex digits, e.g. 0x00.</source>
        <translation>Utilisez 0x suivi de deux chiffres hexadécimaux, par ex. 0x00.</translation>
    </message>
    <message>
        <source>Files exist</source>
        <translation>Fichiers existants</translation>
    </message>
    <message>
        <source>These files exist already:
%1</source>
        <translation>Ces fichiers existent déjà&#xa0;:
%1</translation>
    </message>
    <message>
        <source>&amp;Resume that acquisition</source>
        <translation>&amp;Reprendre cette acquisition</translation>
    </message>
    <message>
        <source>&amp;Overwrite them</source>
        <translation>Les &amp;écraser</translation>
    </message>
    <message>
        <source>For&amp;mat:</source>
        <translation>&amp;Format&#xa0;:</translation>
    </message>
    <message>
        <source>Bloc&amp;k size:</source>
        <translation>Taille de &amp;bloc&#xa0;:</translation>
    </message>
    <message>
        <source>Error polic&amp;y:</source>
        <translation>Gestion des &amp;erreurs&#xa0;:</translation>
    </message>
    <message>
        <source>Soft&amp;ware write-block (kernel read-only flag)</source>
        <translation>Blocage en écriture logiciel (indicateur lecture seule du no&amp;yau)</translation>
    </message>
    <message>
        <source>Sets the kernel read-only flag on the drive and all its partitions while imaging, and restores the previous flags afterwards. Needs root.</source>
        <translation>Active l&apos;indicateur lecture seule du noyau sur le disque et toutes ses partitions pendant l&apos;acquisition, puis rétablit les indicateurs précédents. Nécessite les droits root.</translation>
    </message>
    <message>
        <source>Fi&amp;ll unreadable sectors with:</source>
        <translation>Remplir c&amp;haque secteur illisible avec&#xa0;:</translation>
    </message>
    <message>
        <source>Direct I/O: read around the page cache</source>
        <translation>E/S directes&#xa0;: lire en contournant le cache de pages</translation>
    </message>
    <message>
        <source>Also re-read the so&amp;urce and compare its hashes</source>
        <translation>Re&amp;lire aussi la source et comparer ses empreintes</translation>
    </message>
    <message>
        <source>Reads the whole source a second time after the acquisition and compares its hashes. On a failing drive the extra read adds wear.</source>
        <translation>Relit toute la source une seconde fois après l&apos;acquisition et compare ses empreintes. Sur un disque défaillant, cette lecture supplémentaire accroît l&apos;usure.</translation>
    </message>
    <message>
        <source>Only root may set the kernel read-only flag: start Custody as root to write-block the drive, or use a hardware write blocker.</source>
        <translation>Seul root peut activer l&apos;indicateur lecture seule du noyau&#xa0;: lancez Custody en tant que root pour bloquer le disque en écriture, ou utilisez un bloqueur d&apos;écriture matériel.</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>Vérification de %1…</translation>
    </message>
    <message>
        <source>%1 does not answer: is it a network share that is slow or gone? Wait, or choose another folder.</source>
        <translation>%1 ne répond pas&#xa0;: un partage réseau lent ou déconnecté&#xa0;? Patientez, ou choisissez un autre dossier.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivées</translation>
    </message>
    <message>
        <source>Also hash every window of this size, so that a later verification can say where an image changed, not only that it did.</source>
        <translation>Calculer aussi l&apos;empreinte de chaque fenêtre de cette taille, pour qu&apos;une vérification ultérieure puisse dire où une image a changé, et pas seulement qu&apos;elle a changé.</translation>
    </message>
    <message>
        <source>&amp;Hash windows:</source>
        <translation>Empreintes par fenêtre&#xa0;:</translation>
    </message>
    <message>
        <source>Acquire a disk of this workstation?</source>
        <translation>Acquérir un disque de ce poste de travail&#xa0;?</translation>
    </message>
    <message>
        <source>%1 holds %2. It changes while it is read, so its image will not be a consistent copy of any moment, and it is not write-blocked. Acquire it anyway?</source>
        <translation>%1 contient %2. Il change pendant sa lecture&#xa0;: son image ne sera la copie cohérente d’aucun instant, et il n’est pas protégé en écriture. L’acquérir quand même&#xa0;?</translation>
    </message>
    <message>
        <source>%1 is a disk of this workstation: it holds %2. It is acquired only on an explicit override, and never write-blocked (that would stop the system).</source>
        <translation>%1 est un disque de ce poste de travail&#xa0;: il contient %2. Il n’est acquis que sur dérogation explicite, et jamais protégé en écriture (cela arrêterait le système).</translation>
    </message>
    <message>
        <source>Acquire this &amp;workstation disk anyway</source>
        <translation>Acquérir quand même ce disque du &amp;poste</translation>
    </message>
    <message>
        <source>Tick the override to acquire a disk of this workstation.</source>
        <translation>Cochez la dérogation pour acquérir un disque de ce poste de travail.</translation>
    </message>
    <message>
        <source>%1.001, .002, … (%2 each)</source>
        <translation>%1.001, .002, … (%2 chacun)</translation>
    </message>
    <message>
        <source>no hash</source>
        <translation>aucune empreinte</translation>
    </message>
    <message>
        <source>windows of %1</source>
        <translation>fenêtres de %1</translation>
    </message>
    <message>
        <source>rescue</source>
        <translation>sauvetage</translation>
    </message>
    <message>
        <source>forensic</source>
        <translation>forensique</translation>
    </message>
    <message>
        <source>image and source read back</source>
        <translation>image et source relues</translation>
    </message>
    <message>
        <source>image read back</source>
        <translation>image relue</translation>
    </message>
    <message>
        <source>not read back</source>
        <translation>pas de relecture</translation>
    </message>
    <message>
        <source>write-blocked</source>
        <translation>protégé en écriture</translation>
    </message>
    <message>
        <source>not write-blocked</source>
        <translation>non protégé en écriture</translation>
    </message>
    <message>
        <source>Start images %1 (%2) into %3
%4</source>
        <translation>Démarrer image %1 (%2) dans %3
%4</translation>
    </message>
    <message>
        <source>The image name is built from this pattern as the case fields are typed, until the name is edited by hand:
%1</source>
        <translation>Le nom de l’image est construit à partir de ce modèle à mesure que les champs de l’affaire sont saisis, jusqu’à ce qu’il soit modifié à la main&#xa0;:
%1</translation>
    </message>
    <message>
        <source>Name &amp;template:</source>
        <translation>&amp;Modèle de nom&#xa0;:</translation>
    </message>
    <message>
        <source>%1 could not be created: check the path and your permissions, or choose another folder.</source>
        <translation>%1 n’a pas pu être créé&#xa0;: vérifiez le chemin et vos droits, ou choisissez un autre dossier.</translation>
    </message>
    <message>
        <source>%1 free at the destination; the image needs %2.</source>
        <translation>%1 libres à la destination&#xa0;; l’image a besoin de %2.</translation>
    </message>
    <message>
        <source>Files written: %1</source>
        <translation>Fichiers écrits&#xa0;: %1</translation>
    </message>
    <message>
        <source>The folder %1 does not exist: create it, or choose another.</source>
        <translation>Le dossier %1 n’existe pas&#xa0;: créez-le, ou choisissez-en un autre.</translation>
    </message>
    <message>
        <source>An E01 image stores the MD5 and SHA-1 of the media.</source>
        <translation>Une image E01 conserve le MD5 et le SHA-1 du support.</translation>
    </message>
    <message>
        <source>An E01 is written in order, and the rescue preset reads out of order: acquire to raw with it, then convert the finished acquisition to E01 from its tab.</source>
        <translation>Une E01 s’écrit dans l’ordre, et le préréglage de sauvetage lit dans le désordre&#xa0;: acquérez en brut avec lui, puis convertissez l’acquisition terminée en E01 depuis son onglet.</translation>
    </message>
    <message>
        <source>%1.E01, .E02, … (%2 at most each, %3)</source>
        <translation>%1.E01, .E02, … (%2 au plus chacun, %3)</translation>
    </message>
    <message>
        <source>Com&amp;pression:</source>
        <translation>Compress&amp;ion&#xa0;:</translation>
    </message>
    <message>
        <source>%1 does not answer: is it on a network share that is slow or gone? Wait, or cancel.</source>
        <translation>%1 ne répond pas&#xa0;: le dossier est-il sur un partage réseau lent ou déconnecté&#xa0;? Patientez, ou annulez.</translation>
    </message>
    <message>
        <source>Looking for earlier files of %1…</source>
        <translation>Recherche des fichiers antérieurs de %1…</translation>
    </message>
    <message>
        <source>Creating %1…</source>
        <translation>Création de %1…</translation>
    </message>
    <message numerus="yes">
        <source>Files written: %1 … %2 (%n files; all of them in the tooltip)</source>
        <translation>
            <numerusform>Fichiers écrits&#xa0;: %1 … %2 (%n fichier&#xa0;; tous dans l&apos;infobulle)</numerusform>
            <numerusform>Fichiers écrits&#xa0;: %1 … %2 (%n fichiers&#xa0;; tous dans l&apos;infobulle)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Files written: %n file(s), named in the tooltip</source>
        <translation>
            <numerusform>Fichiers écrits&#xa0;: %n fichier, nommé dans l&apos;infobulle</numerusform>
            <numerusform>Fichiers écrits&#xa0;: %n fichiers, nommés dans l&apos;infobulle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more image(s)</source>
        <translation>
            <numerusform>%n autre image</numerusform>
            <numerusform>%n autres images</numerusform>
        </translation>
    </message>
    <message>
        <source>Overwrite %1</source>
        <translation>Écraser %1</translation>
    </message>
    <message>
        <source>Start clones %1 (%2) onto %3, overwriting it
%4</source>
        <translation>Démarrer clone %1 (%2) sur %3, en l’écrasant
%4</translation>
    </message>
    <message>
        <source>Start restores %1 (%2) onto %3, overwriting it
%4</source>
        <translation>Démarrer restaure %1 (%2) sur %3, en l’écrasant
%4</translation>
    </message>
    <message>
        <source>%1 takes the main image&apos;s place: the folder and name above hold only the map, the log and the record of the clone.</source>
        <translation>%1 prend la place de l’image principale&#xa0;: le dossier et le nom ci-dessus ne reçoivent que la carte, le journal et l’enregistrement du clone.</translation>
    </message>
    <message>
        <source>Its sectors past the source are left as they are.</source>
        <translation>Ses secteurs au-delà de la source sont laissés tels quels.</translation>
    </message>
    <message>
        <source>Its sectors past the source are written with zeros.</source>
        <translation>Ses secteurs au-delà de la source sont remplis de zéros.</translation>
    </message>
    <message>
        <source>Its sectors past the source are written with 0x%1.</source>
        <translation>Ses secteurs au-delà de la source sont remplis de 0x%1.</translation>
    </message>
    <message>
        <source>Its first %1 are overwritten with the drive %2, sector for sector.</source>
        <translation>Ses premiers %1 sont écrasés par le disque %2, secteur par secteur.</translation>
    </message>
    <message>
        <source>Its first %1 are overwritten with the image %2, sector for sector.</source>
        <translation>Ses premiers %1 sont écrasés par l’image %2, secteur par secteur.</translation>
    </message>
    <message>
        <source>Not encrypted: the evidence crosses the network in plaintext, readable by anyone on the way; the record and the report will say so.</source>
        <translation>Non chiffré&#xa0;: la preuve traverse le réseau en clair, lisible par quiconque sur le chemin&#xa0;; l’enregistrement et le rapport le diront.</translation>
    </message>
    <message>
        <source>Create this folder</source>
        <translation>Créer ce dossier</translation>
    </message>
    <message>
        <source>Ima&amp;ge name:</source>
        <translation>&amp;Nom de l&apos;image&#xa0;:</translation>
    </message>
    <message>
        <source>Segment si&amp;ze:</source>
        <translation>Taille des se&amp;gments&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionLock</name>
    <message>
        <source>another process</source>
        <translation>un autre processus</translation>
    </message>
    <message>
        <source>held by %1; lock file %2</source>
        <translation>tenu par %1&#xa0;; fichier de verrou %2</translation>
    </message>
    <message>
        <source>its lock file %1 keeps changing</source>
        <translation>son fichier de verrou %1 ne cesse de changer</translation>
    </message>
    <message>
        <source>a file of that name is there that is not a Custody lock file, and taking the lock would overwrite it; move it away</source>
        <translation>il y a là un fichier de ce nom qui n’est pas un fichier de verrou de Custody, et prendre le verrou l’écraserait&#xa0;; déplacez-le ailleurs</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionOutputs</name>
    <message>
        <source>Earlier runs of this acquisition, as the log recorded them:</source>
        <translation>Exécutions précédentes de cette acquisition, telles que le journal les a consignées&#xa0;:</translation>
    </message>
    <message>
        <source>%1: not written</source>
        <translation>%1&#xa0;: non écrit</translation>
    </message>
    <message>
        <source>%1: %2 of %3 bytes copied, %4 bytes unreadable, saved %5</source>
        <translation>%1&#xa0;: %2 octets copiés sur %3, %4 octets illisibles, enregistrée le %5</translation>
    </message>
    <message>
        <source>%1: %2 bytes</source>
        <translation>%1&#xa0;: %2 octets</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionPanel</name>
    <message>
        <source>Cancel the acquisition?</source>
        <translation>Annuler l&apos;acquisition&#xa0;?</translation>
    </message>
    <message>
        <source>Stop imaging %1? The image and its map are kept: you can resume later.</source>
        <translation>Arrêter l&apos;acquisition de %1&#xa0;? L&apos;image et sa carte sont conservées&#xa0;: vous pourrez reprendre plus tard.</translation>
    </message>
    <message>
        <source>Acquisition progress</source>
        <translation>Progression de l&apos;acquisition</translation>
    </message>
    <message>
        <source>Done:</source>
        <translation>Effectué&#xa0;:</translation>
    </message>
    <message>
        <source>Rate (now / average):</source>
        <translation>Débit (actuel / moyen)&#xa0;:</translation>
    </message>
    <message>
        <source>Elapsed / remaining:</source>
        <translation>Écoulé / restant&#xa0;:</translation>
    </message>
    <message>
        <source>Pass:</source>
        <translation>Passe&#xa0;:</translation>
    </message>
    <message>
        <source>Bad sectors:</source>
        <translation>Secteurs défectueux&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Cancel acquisition</source>
        <translation>A&amp;nnuler l&apos;acquisition</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>Imaging %1 into %2</source>
        <translation>Acquisition de %1 vers %2</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 octets)</translation>
    </message>
    <message>
        <source>Stopping: flushing the image and saving the map…</source>
        <translation>Arrêt&#xa0;: écriture de l&apos;image sur le disque et enregistrement de la carte…</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Non démarrée</translation>
    </message>
    <message>
        <source>The acquisition could not start: %1</source>
        <translation>L&apos;acquisition n&apos;a pas pu démarrer&#xa0;: %1</translation>
    </message>
    <message>
        <source>The image and the map are kept: Resume continues where it stopped.</source>
        <translation>L&apos;image et la carte sont conservées&#xa0;: «&#xa0;Reprendre&#xa0;» poursuit là où l&apos;acquisition s&apos;est arrêtée.</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Arrêtée</translation>
    </message>
    <message>
        <source>Pri&amp;nt report…</source>
        <translation>Imp&amp;rimer le rapport…</translation>
    </message>
    <message>
        <source>Report saved: %1 (its SHA-256 is in the acquisition log)</source>
        <translation>Rapport enregistré&#xa0;: %1 (son empreinte SHA-256 figure dans le journal d&apos;acquisition)</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapport</translation>
    </message>
    <message>
        <source>Preparing: checking the source and the destination, reading SMART…</source>
        <translation>Préparation&#xa0;: vérification de la source et de la destination, lecture SMART…</translation>
    </message>
    <message>
        <source>Writing the checksum files, the log and the record…</source>
        <translation>Écriture des fichiers de sommes de contrôle, du journal et de l&apos;enregistrement…</translation>
    </message>
    <message>
        <source>Output folder</source>
        <translation>Dossier de sortie</translation>
    </message>
    <message>
        <source>No file manager is set up on this desktop. The outputs are in %1.</source>
        <translation>Aucun gestionnaire de fichiers n&apos;est configuré sur ce bureau. Les fichiers produits sont dans %1.</translation>
    </message>
    <message>
        <source>Open output f&amp;older</source>
        <translation>Ouvrir le d&amp;ossier de sortie</translation>
    </message>
    <message>
        <source>Vie&amp;w report</source>
        <translation>Affic&amp;her le rapport</translation>
    </message>
    <message>
        <source>Resume writes the missing files once the image is found unchanged.</source>
        <translation>Reprendre écrit les fichiers manquants une fois l&apos;image trouvée inchangée.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s), the first started %1: %2 in %3 of reading, %4 on average.</source>
        <translation>
            <numerusform>%n exécution, la première commencée le %1&#xa0;: %2 en %3 de lecture, %4 en moyenne.</numerusform>
            <numerusform>%n exécutions, la première commencée le %1&#xa0;: %2 en %3 de lecture, %4 en moyenne.</numerusform>
        </translation>
    </message>
    <message>
        <source>COMPLETE</source>
        <translation>TERMINÉE</translation>
    </message>
    <message>
        <source>STOPPED</source>
        <translation>ARRÊTÉE</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>ÉCHOUÉE</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Save &amp;PDF report…</source>
        <translation>Enregistrer le rapport &amp;PDF…</translation>
    </message>
    <message>
        <source>not started: %1</source>
        <translation>non démarrée&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1, but a file was not written</source>
        <translation>%1, mais un fichier n’a pas été écrit</translation>
    </message>
    <message>
        <source>Con&amp;vert to E01…</source>
        <translation>Con&amp;vertir en E01…</translation>
    </message>
    <message>
        <source>An interrupted E01 acquisition cannot be resumed: acquire again, or acquire to raw with the rescue preset and convert the result to E01.</source>
        <translation>Une acquisition E01 interrompue ne peut pas être reprise&#xa0;: acquérez à nouveau, ou acquérez en brut avec le préréglage de sauvetage et convertissez le résultat en E01.</translation>
    </message>
    <message>
        <source>Resuming: checking the %1 the earlier runs wrote against the digests their map kept: %2 done</source>
        <translation>Reprise&#xa0;: vérification des %1 écrits par les exécutions précédentes avec les empreintes gardées par leur carte&#xa0;: %2 faits</translation>
    </message>
    <message>
        <source>not signed</source>
        <translation>non signé</translation>
    </message>
    <message>
        <source>%1, not signed</source>
        <translation>%1, non signé</translation>
    </message>
    <message>
        <source>%1, write-block not lifted</source>
        <translation>%1, blocage en écriture non levé</translation>
    </message>
    <message>
        <source>%1, write-block lifted during the run</source>
        <translation>%1, blocage en écriture levé pendant l&apos;exécution</translation>
    </message>
    <message>
        <source>Write the image as an E01 beside it, checked against this acquisition&apos;s hashes in the same read. Asks for compression and segment size first.</source>
        <translation>Écrit l&apos;image en E01 à côté, vérifiée d&apos;après les empreintes de cette acquisition dans la même lecture. Demande d&apos;abord la compression et la taille des segments.</translation>
    </message>
    <message>
        <source>Converted: %1</source>
        <translation>Convertie&#xa0;: %1</translation>
    </message>
    <message>
        <source>Finished; converted to E01: %1</source>
        <translation>Terminée&#xa0;; convertie en E01&#xa0;: %1</translation>
    </message>
    <message>
        <source>E01 written.</source>
        <translation>E01 écrite.</translation>
    </message>
    <message>
        <source>%1 exists already.</source>
        <translation>%1 existe déjà.</translation>
    </message>
    <message>
        <source>Verifying: %1, %2 at %3…</source>
        <translation>Vérification&#xa0;: %1, %2 à %3…</translation>
    </message>
    <message>
        <source>Not signed: the banner above says why</source>
        <translation>Non signé&#xa0;: le bandeau ci-dessus dit pourquoi</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionSource</name>
    <message>
        <source>The acquisition asks the drive again when it starts; its log and report say what it found.</source>
        <translation>L’acquisition interroge de nouveau le disque à son démarrage&#xa0;; son journal et son rapport disent ce qu’elle a trouvé.</translation>
    </message>
    <message>
        <source>Whether this drive hides sectors from the host (HPA, DCO, detached namespaces) is still being checked.</source>
        <translation>La vérification est en cours&#xa0;: ce disque cache-t-il des secteurs à l’hôte (HPA, DCO, espaces de noms détachés)&#xa0;?</translation>
    </message>
    <message>
        <source>This drive hides sectors from the host: %1</source>
        <translation>Ce disque cache des secteurs à l’hôte&#xa0;: %1</translation>
    </message>
    <message>
        <source>Hidden areas: none. The drive shows all its %1.</source>
        <translation>Zones cachées&#xa0;: aucune. Le disque montre tous ses %1.</translation>
    </message>
    <message>
        <source>Hidden areas unknown: %1</source>
        <translation>Zones cachées inconnues&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionSummary</name>
    <message>
        <source>Acquisition completed.</source>
        <translation>Acquisition terminée.</translation>
    </message>
    <message>
        <source>Every area of the source was tried and the image is complete.</source>
        <translation>Chaque zone de la source a fait l&apos;objet d&apos;une tentative de lecture et l&apos;image est complète.</translation>
    </message>
    <message>
        <source>Acquisition FAILED.</source>
        <translation>ÉCHEC de l&apos;acquisition.</translation>
    </message>
    <message>
        <source>Acquisition STOPPED.</source>
        <translation>Acquisition ARRÊTÉE.</translation>
    </message>
    <message>
        <source>The acquisition was stopped before the end. The image is incomplete and has no hash.</source>
        <translation>L&apos;acquisition a été arrêtée avant la fin. L&apos;image est incomplète et n&apos;a pas d&apos;empreinte.</translation>
    </message>
    <message>
        <source>Nothing read.</source>
        <translation>Rien n&apos;a été lu.</translation>
    </message>
    <message>
        <source>The record holds no map: nothing of the source is known to have been read.</source>
        <translation>L&apos;enregistrement ne contient pas de carte&#xa0;: rien n&apos;indique qu&apos;une partie de la source ait été lue.</translation>
    </message>
    <message>
        <source>No unreadable sector.</source>
        <translation>Aucun secteur illisible.</translation>
    </message>
    <message>
        <source>All %1 bytes of the source were read.</source>
        <translation>Les %1 octets de la source ont tous été lus.</translation>
    </message>
    <message numerus="yes">
        <source>%1 bytes (%n bad sector(s)) could NOT be read and are filled with %2 in the image.</source>
        <translation>
            <numerusform>%1 octets (%n secteur défectueux) n&apos;ont PAS pu être lus et sont remplis de %2 dans l&apos;image.</numerusform>
            <numerusform>%1 octets (%n secteurs défectueux) n&apos;ont PAS pu être lus et sont remplis de %2 dans l&apos;image.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bytes were NEVER read: the acquisition stopped before it reached them.</source>
        <translation>%1 octets n&apos;ont JAMAIS été lus&#xa0;: l&apos;acquisition s&apos;est arrêtée avant de les atteindre.</translation>
    </message>
    <message>
        <source>Not all of the source was read.</source>
        <translation>La source n&apos;a pas été entièrement lue.</translation>
    </message>
    <message>
        <source>%1 of %2 bytes read (%3). </source>
        <translation>%1 octets sur %2 lus (%3). </translation>
    </message>
    <message>
        <source>Write-block LIFTED during the acquisition.</source>
        <translation>Blocage en écriture LEVÉ pendant l&apos;acquisition.</translation>
    </message>
    <message>
        <source>The kernel read-only flag was found cleared on %1 when it was read again after the last read of the source: the source was writable at some point during the acquisition.</source>
        <translation>L&apos;indicateur lecture seule du noyau a été trouvé désactivé sur %1 lorsqu&apos;il a été relu après la dernière lecture de la source : la source a été accessible en écriture à un moment de l&apos;acquisition.</translation>
    </message>
    <message>
        <source>Write-block not checked at the end.</source>
        <translation>Blocage en écriture non vérifié à la fin.</translation>
    </message>
    <message>
        <source>Write-block NOT lifted.</source>
        <translation>Blocage en écriture NON levé.</translation>
    </message>
    <message>
        <source>The kernel read-only flag could not be cleared on %1 after the acquisition, which may still be read-only: run blockdev --setrw on each of them, or unplug and re-plug the drive. This concerns the drive only, not the image or the acquisition&apos;s files.</source>
        <translation>Après l&apos;acquisition, l&apos;indicateur lecture seule du noyau n&apos;a pas pu être désactivé sur %1, qui peuvent être encore en lecture seule&#xa0;: exécutez blockdev --setrw sur chacun d&apos;eux, ou débranchez puis rebranchez le disque. Cela ne concerne que le disque, pas l&apos;image ni les fichiers de l&apos;acquisition.</translation>
    </message>
    <message>
        <source>Verification: %1.</source>
        <translation>Vérification&#xa0;: %1.</translation>
    </message>
    <message>
        <source>A file was NOT written.</source>
        <translation>Un fichier n&apos;a PAS été écrit.</translation>
    </message>
    <message>
        <source>%1 Resume the acquisition to write its files again.</source>
        <translation>%1 Reprenez l&apos;acquisition pour écrire à nouveau ses fichiers.</translation>
    </message>
    <message>
        <source>Kept, as they are on disk now:</source>
        <translation>Conservés, tels qu&apos;ils sont maintenant sur le disque&#xa0;:</translation>
    </message>
    <message>
        <source>it was stopped</source>
        <translation>elle a été arrêtée</translation>
    </message>
    <message>
        <source>Another output NOT completed.</source>
        <translation>Une autre sortie NON terminée.</translation>
    </message>
    <message>
        <source>%1 (%2): %3. Its files are an interrupted acquisition&apos;s: it resumes on its own (custody-cli acquire with its base, its format and --resume), reading the source again for what it lacks.</source>
        <translation>%1 (%2)&#xa0;: %3. Ses fichiers sont ceux d&apos;une acquisition interrompue&#xa0;: elle se reprend à part (custody-cli acquire avec sa base, son format et --resume), en relisant dans la source ce qui lui manque.</translation>
    </message>
    <message>
        <source>%1 (%2): %3. An interrupted E01 acquisition cannot be resumed: acquire it again with --force (which replaces its files), or acquire to raw with --preset rescue, which resumes, and convert the result to E01.</source>
        <translation>%1 (%2)&#xa0;: %3. Une acquisition E01 interrompue ne peut pas être reprise&#xa0;: acquérez-la à nouveau avec --force (qui remplace ses fichiers), ou acquérez en brut avec --preset rescue, qui se reprend, puis convertissez le résultat en E01.</translation>
    </message>
</context>
<context>
    <name>Custody::CaseFieldsForm</name>
    <message>
        <source>Case</source>
        <translation>Affaire</translation>
    </message>
    <message>
        <source>Case &amp;number:</source>
        <translation>N&amp;uméro d&apos;affaire&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Evidence number:</source>
        <translation>Numéro de &amp;scellé&#xa0;:</translation>
    </message>
    <message>
        <source>E&amp;xaminer:</source>
        <translation>E&amp;xaminateur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>Des&amp;cription&#xa0;:</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>N&amp;otes&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Custody::CaseHistory</name>
    <message>
        <source>Qt&apos;s SQLite driver is not installed (Debian: libqt6sql6-sqlite)</source>
        <translation>le pilote SQLite de Qt n’est pas installé (Debian&#xa0;: libqt6sql6-sqlite)</translation>
    </message>
    <message>
        <source>there is no history there yet</source>
        <translation>il n’y a pas encore d’historique à cet endroit</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>impossible de créer le dossier %1</translation>
    </message>
    <message>
        <source>open</source>
        <translation>ouverture</translation>
    </message>
    <message>
        <source>not a readable SQLite database</source>
        <translation>pas une base SQLite lisible</translation>
    </message>
    <message>
        <source>newer schema</source>
        <translation>schéma plus récent</translation>
    </message>
    <message>
        <source>version %1, written by a later Custody; this one knows up to %2. Use the later version, or give another file</source>
        <translation>version %1, écrite par une version plus récente de Custody&#xa0;; celle-ci connaît jusqu’à %2. Utilisez la version plus récente, ou indiquez un autre fichier</translation>
    </message>
    <message>
        <source>read</source>
        <translation>lecture</translation>
    </message>
    <message>
        <source>the file is an SQLite database of something else</source>
        <translation>le fichier est une base SQLite d’autre chose</translation>
    </message>
    <message>
        <source>set up</source>
        <translation>préparation</translation>
    </message>
    <message>
        <source>not a Custody history (no schema version)</source>
        <translation>pas un historique Custody (aucune version de schéma)</translation>
    </message>
    <message>
        <source>SQLite keeps it out of WAL mode</source>
        <translation>SQLite le maintient hors du mode WAL</translation>
    </message>
    <message>
        <source>upgrade</source>
        <translation>mise à niveau</translation>
    </message>
    <message>
        <source>upgrade from schema %1</source>
        <translation>mise à niveau depuis le schéma %1</translation>
    </message>
    <message>
        <source>append</source>
        <translation>ajout</translation>
    </message>
    <message>
        <source>this history (schema %1) has no column %2</source>
        <translation>cet historique (schéma %1) n’a pas de colonne %2</translation>
    </message>
    <message>
        <source>row %1 is the first row but does not start the chain: the rows before it were removed, or it was inserted</source>
        <translation>la ligne %1 est la première mais ne commence pas la chaîne&#xa0;: les lignes précédentes ont été supprimées, ou elle a été insérée</translation>
    </message>
    <message>
        <source>row %1 does not follow row %2: the rows between them were removed, or row %1 was inserted</source>
        <translation>la ligne %1 ne suit pas la ligne %2&#xa0;: les lignes entre elles ont été supprimées, ou la ligne %1 a été insérée</translation>
    </message>
    <message>
        <source>row %1 does not follow row %2: a row was inserted in its place, or its link to the row before was changed</source>
        <translation>la ligne %1 ne suit pas la ligne %2&#xa0;: une ligne a été insérée à sa place, ou son lien vers la ligne précédente a été modifié</translation>
    </message>
    <message>
        <source>row %1 was changed after it was written (or inserted): its columns do not give its hash</source>
        <translation>la ligne %1 a été modifiée après son écriture (ou insérée)&#xa0;: ses colonnes ne donnent pas son empreinte</translation>
    </message>
    <message>
        <source>row %1 and any after it were removed (the last row written was %2)</source>
        <translation>la ligne %1 et toutes les suivantes ont été supprimées (la dernière ligne écrite était %2)</translation>
    </message>
    <message>
        <source>the triggers that refuse changes to rows were removed</source>
        <translation>les déclencheurs qui refusent de modifier les lignes ont été supprimés</translation>
    </message>
    <message>
        <source>it is a symbolic link, which SQLite would follow to a file Custody cannot vouch for: give the path of the history itself</source>
        <translation>c’est un lien symbolique, que SQLite suivrait jusqu’à un fichier dont Custody ne peut pas répondre&#xa0;: indiquez le chemin de l’historique lui-même</translation>
    </message>
    <message>
        <source>it is a folder: give the path of a history file in it</source>
        <translation>c’est un dossier&#xa0;: indiquez le chemin d’un fichier d’historique qu’il contient</translation>
    </message>
    <message>
        <source>it is not a regular file (a device, a FIFO or a socket): give the path of a Custody history or a new file name</source>
        <translation>ce n’est pas un fichier ordinaire (un périphérique, un tube nommé FIFO ou un socket)&#xa0;: indiquez le chemin d’un historique Custody ou un nouveau nom de fichier</translation>
    </message>
    <message>
        <source>cannot look at it</source>
        <translation>impossible de l’examiner</translation>
    </message>
    <message>
        <source>there is no database there but there is %1, which belongs to another database or to a history that was moved away: SQLite would delete or replay it. Move it away, or choose another file name</source>
        <translation>il n’y a pas de base de données à cet endroit, mais il y a le fichier %1, qui appartient à une autre base de données ou à un historique déplacé ailleurs&#xa0;: SQLite le supprimerait ou le rejouerait. Déplacez-le ailleurs, ou choisissez un autre nom de fichier</translation>
    </message>
    <message>
        <source>it is an empty file, and Custody never leaves a history empty: it is not one. Choose a Custody history or a new file name, or remove the empty file if you made it</source>
        <translation>c’est un fichier vide, et Custody ne laisse jamais un historique vide&#xa0;: ce n’en est donc pas un. Choisissez un historique Custody ou un nouveau nom de fichier, ou supprimez le fichier vide si c’est vous qui l’avez créé</translation>
    </message>
    <message>
        <source>cannot read it</source>
        <translation>impossible de le lire</translation>
    </message>
    <message>
        <source>it is not a readable SQLite database, so not a Custody history, and Custody does not write it: choose a Custody history or a new file name</source>
        <translation>ce n’est pas une base SQLite lisible, donc pas un historique Custody, et Custody n’y écrit pas&#xa0;: choisissez un historique Custody ou un nouveau nom de fichier</translation>
    </message>
    <message>
        <source>it is an SQLite database of something else (application id 0x%1, where a Custody history has 0x%2), and Custody never opens another program&apos;s database: choose a Custody history or a new file name</source>
        <translation>c’est une base SQLite d’autre chose (identifiant d’application 0x%1, là où un historique Custody a 0x%2), et Custody n’ouvre jamais la base de données d’un autre programme&#xa0;: choisissez un historique Custody ou un nouveau nom de fichier</translation>
    </message>
    <message>
        <source>%1 beside it is not a regular file, and SQLite would write through it: move it away</source>
        <translation>%1, à côté, n’est pas un fichier ordinaire, et SQLite écrirait à travers lui&#xa0;: déplacez-le ailleurs</translation>
    </message>
    <message>
        <source>cannot create a file in its folder</source>
        <translation>impossible de créer un fichier dans son dossier</translation>
    </message>
    <message>
        <source>create: %1</source>
        <translation>création&#xa0;: %1</translation>
    </message>
    <message>
        <source>cannot sync the new history</source>
        <translation>impossible de synchroniser le nouvel historique sur le disque</translation>
    </message>
    <message>
        <source>cannot give the new history its name</source>
        <translation>impossible de donner son nom au nouvel historique</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>impossible de lire %1</translation>
    </message>
    <message>
        <source>cannot make a private copy to read</source>
        <translation>impossible de faire une copie privée pour la lecture</translation>
    </message>
    <message>
        <source>cannot make a private copy to read: %1</source>
        <translation>impossible de faire une copie privée pour la lecture&#xa0;: %1</translation>
    </message>
    <message>
        <source>it was removed while it was being read</source>
        <translation>il a été supprimé pendant sa lecture</translation>
    </message>
    <message>
        <source>it kept changing while a private copy was made to read it: try again</source>
        <translation>il n’a cessé de changer pendant qu’on en faisait une copie privée pour le lire&#xa0;: réessayez</translation>
    </message>
    <message>
        <source>it is not a readable SQLite database: it ends before its header does. Custody does not write it: keep it as found, and choose a Custody history or a new file name</source>
        <translation>ce n’est pas une base SQLite lisible&#xa0;: il se termine avant la fin de son en-tête. Custody n’y écrit pas&#xa0;: conservez-le tel quel, et choisissez un historique Custody ou un nouveau nom de fichier</translation>
    </message>
    <message>
        <source>it was removed while it was being created</source>
        <translation>il a été supprimé pendant sa création</translation>
    </message>
    <message>
        <source>the history was opened to be read only</source>
        <translation>l’historique a été ouvert en lecture seule</translation>
    </message>
    <message>
        <source>the table chain_head has no row</source>
        <translation>la table chain_head n’a aucune ligne</translation>
    </message>
    <message>
        <source>Qt&apos;s PostgreSQL driver is not installed (Debian: libqt6sql6-psql)</source>
        <translation>le pilote PostgreSQL de Qt n’est pas installé (Debian&#xa0;: libqt6sql6-psql)</translation>
    </message>
    <message>
        <source>connect</source>
        <translation>connexion</translation>
    </message>
    <message>
        <source>this login may not use the history: the database&apos;s owner grants it the role custody_station (%1)</source>
        <translation>cet identifiant ne peut pas utiliser l’historique&#xa0;: le propriétaire de la base lui accorde le rôle custody_station (%1)</translation>
    </message>
    <message>
        <source>this login may not read the history: the database&apos;s owner grants it the role custody_station (%1)</source>
        <translation>cet identifiant ne peut pas lire l’historique&#xa0;: le propriétaire de la base lui accorde le rôle custody_station (%1)</translation>
    </message>
    <message>
        <source>the database is not a Custody history (%1): its owner sets it up with &apos;custody-cli history init URL&apos;</source>
        <translation>la base n’est pas un historique Custody (%1)&#xa0;: son propriétaire la prépare avec «&#xa0;custody-cli history init URL&#xa0;»</translation>
    </message>
    <message>
        <source>the database&apos;s custody_history table does not name a Custody history: Custody does not write it</source>
        <translation>la table custody_history de la base ne désigne pas un historique Custody&#xa0;: Custody n’y écrit pas</translation>
    </message>
    <message>
        <source>version %1, written by a later Custody; this one knows up to %2. Use the later version, or give another history</source>
        <translation>version %1, écrite par un Custody plus récent&#xa0;; celui-ci connaît jusqu’à la %2. Utilisez la version plus récente, ou indiquez un autre historique</translation>
    </message>
    <message>
        <source>the history has no events table, or this login may not read it (grant it the role custody_station)</source>
        <translation>l’historique n’a pas de table events, ou cet identifiant ne peut pas la lire (accordez-lui le rôle custody_station)</translation>
    </message>
    <message>
        <source>the login may not create the role custody_station: run init as a login with CREATEROLE, or have the server&apos;s administrator create the role first (%1)</source>
        <translation>l’identifiant ne peut pas créer le rôle custody_station&#xa0;: lancez init avec un identifiant doté de CREATEROLE, ou faites d’abord créer le rôle par l’administrateur du serveur (%1)</translation>
    </message>
    <message>
        <source>the schema was not made: %1</source>
        <translation>le schéma n’a pas été créé&#xa0;: %1</translation>
    </message>
    <message>
        <source>connect: %1</source>
        <translation>connexion&#xa0;: %1</translation>
    </message>
    <message>
        <source>it has a table named events that is not a Custody history&apos;s: set up the history in a database of its own</source>
        <translation>elle a une table nommée events qui n’est pas celle d’un historique Custody&#xa0;: préparez l’historique dans une base à lui</translation>
    </message>
    <message>
        <source>its encoding is %1: a history keeps paths and names in any language, so make it with ENCODING &apos;UTF8&apos;</source>
        <translation>son encodage est %1&#xa0;: un historique garde des chemins et des noms en toute langue, créez-la donc avec ENCODING &apos;UTF8&apos;</translation>
    </message>
    <message>
        <source>set up: %1</source>
        <translation>préparation&#xa0;: %1</translation>
    </message>
    <message>
        <source>row %1 and any after it are not in the chain&apos;s head (chain_head, at row %2): they were inserted, or the head was changed</source>
        <translation>la ligne %1 et les suivantes ne sont pas dans la tête de la chaîne (chain_head, à la ligne %2)&#xa0;: elles ont été insérées, ou la tête a été modifiée</translation>
    </message>
    <message>
        <source>row %1 is not the row the chain&apos;s head (chain_head) was given: it was replaced</source>
        <translation>la ligne %1 n’est pas celle qu’a reçue la tête de la chaîne (chain_head)&#xa0;: elle a été remplacée</translation>
    </message>
    <message>
        <source>the chain&apos;s head (table chain_head) cannot be read: %1</source>
        <translation>la tête de la chaîne (table chain_head) ne peut pas être lue&#xa0;: %1</translation>
    </message>
    <message>
        <source>the trigger %1 on %2 was removed</source>
        <translation>le déclencheur %1 sur %2 a été supprimé</translation>
    </message>
    <message>
        <source>the trigger %1 on %2 is disabled</source>
        <translation>le déclencheur %1 sur %2 est désactivé</translation>
    </message>
    <message>
        <source>the trigger %1 on %2 was changed: %3</source>
        <translation>le déclencheur %1 sur %2 a été modifié&#xa0;: %3</translation>
    </message>
    <message>
        <source>the trigger %1 on %2 runs a function that was changed</source>
        <translation>le déclencheur %1 sur %2 exécute une fonction qui a été modifiée</translation>
    </message>
    <message>
        <source>a rule (%1) was added to the table %2: it can turn changes into something else</source>
        <translation>une règle (%1) a été ajoutée à la table %2&#xa0;: elle peut changer des modifications en autre chose</translation>
    </message>
    <message>
        <source>row security was turned on for the table %1: it can hide rows from the check</source>
        <translation>la sécurité au niveau des lignes a été activée pour la table %1&#xa0;: elle peut cacher des lignes à la vérification</translation>
    </message>
    <message>
        <source>the database did not store the row (%1 rows stored): a trigger that is not Custody&apos;s may be in the way</source>
        <translation>la base n’a pas gardé la ligne (%1 lignes gardées)&#xa0;: un déclencheur qui n’est pas de Custody est peut-être en travers</translation>
    </message>
    <message>
        <source>a trigger that is not Custody&apos;s was added: %1</source>
        <translation>un déclencheur qui n’est pas de Custody a été ajouté&#xa0;: %1</translation>
    </message>
    <message>
        <source>the server asks this login for a password: keep it in ~/.pgpass (or the file PGPASSFILE names), a service file&apos;s passfile, or PGPASSWORD, never in the URL</source>
        <translation>le serveur demande un mot de passe pour cette connexion : gardez-le dans ~/.pgpass (ou le fichier que nomme PGPASSFILE), le passfile d&apos;un fichier de service, ou PGPASSWORD, jamais dans l&apos;URL</translation>
    </message>
    <message>
        <source>the server refused the password this station gave for the login: correct it where it is kept (~/.pgpass, the file PGPASSFILE names, a service file&apos;s passfile, or PGPASSWORD)</source>
        <translation>le serveur a refusé le mot de passe que ce poste a donné pour la connexion : corrigez-le là où il est gardé (~/.pgpass, le fichier que nomme PGPASSFILE, le passfile d&apos;un fichier de service, ou PGPASSWORD)</translation>
    </message>
    <message>
        <source>the schema&apos;s steps left it at schema %1, not %2</source>
        <translation>les étapes du schéma l’ont laissé au schéma %1, non %2</translation>
    </message>
    <message>
        <source>as %1 from %2, %3</source>
        <translation>en tant que %1 depuis %2, %3</translation>
    </message>
    <message>
        <source>it is a Custody history (schema %1) already: nothing was changed</source>
        <translation>c’est déjà un historique des affaires de Custody (schéma %1)&#xa0;: rien n’a été modifié</translation>
    </message>
    <message>
        <source>upgrade: %1</source>
        <translation>mise à niveau&#xa0;: %1</translation>
    </message>
    <message>
        <source>it was upgraded to schema %1 meanwhile: nothing was changed</source>
        <translation>il a été mis à niveau vers le schéma %1 entre-temps&#xa0;: rien n’a été modifié</translation>
    </message>
    <message>
        <source>Qt&apos;s PostgreSQL driver did not say which sslmode the connection used</source>
        <translation>le pilote PostgreSQL de Qt n’a pas indiqué quel sslmode la connexion a utilisé</translation>
    </message>
    <message>
        <source>the history says it is schema %1, but its events table is schema %2&apos;s: the table custody_history was changed</source>
        <translation>l’historique se dit au schéma %1, mais sa table events est celle du schéma %2&#xa0;: la table custody_history a été modifiée</translation>
    </message>
</context>
<context>
    <name>Custody::CloneDestination</name>
    <message>
        <source>it holds %1 bytes (%2 sectors of %3 bytes), %4 bytes (%5 sectors) fewer than the %6 bytes of the source</source>
        <translation>il contient %1 octets (%2 secteurs de %3 octets), %4 octets (%5 secteurs) de moins que les %6 octets de la source</translation>
    </message>
    <message>
        <source>the source&apos;s %1 bytes are not whole sectors of the drive&apos;s %2 bytes: its last sector would be written only in part</source>
        <translation>les %1 octets de la source ne sont pas des secteurs entiers de %2 octets du disque : son dernier secteur ne serait écrit qu&apos;en partie</translation>
    </message>
    <message>
        <source>it reports the serial number &quot;%1&quot; and %2 bytes, but the drive confirmed was &quot;%3&quot; with %4 bytes: another drive under the same name? Choose it again</source>
        <translation>il indique le numéro de série «&#xa0;%1&#xa0;» et %2 octets, mais le disque confirmé avait «&#xa0;%3&#xa0;» et %4 octets&#xa0;: un autre disque sous le même nom&#xa0;? Choisissez-le à nouveau</translation>
    </message>
    <message>
        <source>no memory for a block</source>
        <translation>pas de mémoire pour un bloc</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>pwrite of sectors %1</source>
        <translation>pwrite des secteurs %1</translation>
    </message>
    <message>
        <source>%1 bytes of the excess sectors read back otherwise than written</source>
        <translation>%1 octets des secteurs excédentaires relus autrement qu’écrits</translation>
    </message>
</context>
<context>
    <name>Custody::CloneDriveDialog</name>
    <message>
        <source>%1 holds %2, the source %3: it is %4 bytes (%5 sectors of %6 bytes) too small. A clone needs a drive at least as large as the source; nothing is written to a smaller one.</source>
        <translation>%1 contient %2, la source %3&#xa0;: il est trop petit de %4 octets (%5 secteurs de %6 octets). Un clone demande un disque au moins aussi grand que la source&#xa0;; rien n’est écrit sur un disque plus petit.</translation>
    </message>
    <message>
        <source>Clone to a drive</source>
        <translation>Cloner sur un disque</translation>
    </message>
    <message>
        <source>The drive chosen is overwritten with the source, sector for sector. Drives the write gate refuses (the source and what it stands on, system disks, mounted or read-only drives) and drives smaller than the source (%1) cannot be chosen.</source>
        <translation>Le disque choisi est écrasé par la source, secteur par secteur. Les disques que le contrôle d’écriture refuse (la source et ce sur quoi elle repose, les disques système, les disques montés ou en lecture seule) et les disques plus petits que la source (%1) ne peuvent pas être choisis.</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Disque</translation>
    </message>
    <message>
        <source>Model and serial</source>
        <translation>Modèle et numéro de série</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Left as they are</source>
        <translation>Laissés tels quels</translation>
    </message>
    <message>
        <source>Written with zeros</source>
        <translation>Remplis de zéros</translation>
    </message>
    <message>
        <source>Written with a byte</source>
        <translation>Remplis d’un octet</translation>
    </message>
    <message>
        <source>The byte written past the source&apos;s last sector, as 0xHH.</source>
        <translation>L’octet écrit au-delà du dernier secteur de la source, sous la forme 0xHH.</translation>
    </message>
    <message>
        <source>Sectors &amp;past the source:</source>
        <translation>Secteurs au-&amp;delà de la source&#xa0;:</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Vérification…</translation>
    </message>
    <message>
        <source>May be overwritten</source>
        <translation>Peut être écrasé</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Refusé</translation>
    </message>
    <message>
        <source>The device list shows no drive.</source>
        <translation>La liste des périphériques ne montre aucun disque.</translation>
    </message>
    <message>
        <source>Asking the write gate about each drive…</source>
        <translation>Interrogation du contrôle d’écriture pour chaque disque…</translation>
    </message>
    <message>
        <source>Choose the drive to overwrite.</source>
        <translation>Choisissez le disque à écraser.</translation>
    </message>
    <message>
        <source>Give the byte as 0x followed by two hex digits, e.g. 0xff.</source>
        <translation>Indiquez l’octet sous la forme 0x suivi de deux chiffres hexadécimaux, p. ex. 0xff.</translation>
    </message>
    <message>
        <source>Drives to clone onto</source>
        <translation>Disques sur lesquels cloner</translation>
    </message>
    <message>
        <source>Choose this &amp;drive</source>
        <translation>&amp;Choisir ce disque</translation>
    </message>
</context>
<context>
    <name>Custody::CloneText</name>
    <message>
        <source>sectors %1 to %2 (%3 bytes)</source>
        <translation>secteurs %1 à %2 (%3 octets)</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>des zéros</translation>
    </message>
    <message>
        <source>the byte %1</source>
        <translation>l&apos;octet %1</translation>
    </message>
    <message>
        <source>No excess sectors.</source>
        <translation>Aucun secteur excédentaire.</translation>
    </message>
    <message>
        <source>The drive holds as many bytes as the source.</source>
        <translation>Le disque contient autant d&apos;octets que la source.</translation>
    </message>
    <message>
        <source>Excess sectors left as they were.</source>
        <translation>Secteurs excédentaires laissés tels quels.</translation>
    </message>
    <message>
        <source>The drive&apos;s %1 past the source were neither written nor read: they hold what they held before.</source>
        <translation>Les %1 du disque après la source n&apos;ont été ni écrits ni lus : ils contiennent ce qu&apos;ils contenaient avant.</translation>
    </message>
    <message>
        <source>Excess sectors NOT wiped.</source>
        <translation>Secteurs excédentaires NON effacés.</translation>
    </message>
    <message>
        <source>%1 of the %2 were written with %3. %4</source>
        <translation>%1 des %2 ont été écrits avec %3. %4</translation>
    </message>
    <message>
        <source>Excess sectors wiped and verified.</source>
        <translation>Secteurs excédentaires effacés et vérifiés.</translation>
    </message>
    <message>
        <source>The drive&apos;s %1 past the source were written with %2 and read back equal to it.</source>
        <translation>Les %1 du disque après la source ont été écrits avec %2 et relus identiques.</translation>
    </message>
    <message>
        <source>%1 of the %2 were written with %3: the clone stopped before the rest.</source>
        <translation>%1 des %2 ont été écrits avec %3 : le clone s&apos;est arrêté avant le reste.</translation>
    </message>
    <message>
        <source>Excess sectors wiped, not verified.</source>
        <translation>Secteurs excédentaires effacés, non vérifiés.</translation>
    </message>
    <message>
        <source>The drive&apos;s %1 past the source were written with %2, and not read back (--verify reads them back).</source>
        <translation>Les %1 du disque après la source ont été écrits avec %2, et non relus (--verify les relit).</translation>
    </message>
    <message>
        <source>serial %1</source>
        <translation>n° de série %1</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 octets</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Read back from the drive with O_DIRECT, from the medium rather than the page cache: %1.</source>
        <translation>Relu depuis le disque avec O_DIRECT, depuis le support et non le cache de pages : %1.</translation>
    </message>
    <message>
        <source>Read back from the drive through the page cache, perhaps from memory: writing out or dropping its cached pages failed (%1): %2.</source>
        <translation>Relu depuis le disque à travers le cache de pages, peut-être depuis la mémoire : l&apos;écriture ou l&apos;abandon de ses pages en cache a échoué (%1) : %2.</translation>
    </message>
    <message>
        <source>Read back from the drive through the page cache, written out and dropped first (the drive refused O_DIRECT): %1.</source>
        <translation>Relu depuis le disque à travers le cache de pages, écrit puis abandonné d&apos;abord (le disque a refusé O_DIRECT) : %1.</translation>
    </message>
    <message>
        <source>Cloned onto %1.</source>
        <translation>Cloné sur %1.</translation>
    </message>
    <message>
        <source>Its %1 hold the source, with the fill where the source could not be read.</source>
        <translation>Ses %1 contiennent la source, avec le remplissage là où la source était illisible.</translation>
    </message>
    <message>
        <source>Clone INCOMPLETE on %1.</source>
        <translation>Clone INCOMPLET sur %1.</translation>
    </message>
    <message>
        <source>Drive cache NOT flushed.</source>
        <translation>Cache du disque NON vidé.</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Périphérique</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Numéro de série</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Micrologiciel</translation>
    </message>
    <message>
        <source>Bus</source>
        <translation>Bus</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>%1 bytes = %2 sectors of %3 bytes (%4 bytes physical)</source>
        <translation>%1 octets = %2 secteurs de %3 octets (%4 octets physiques)</translation>
    </message>
    <message>
        <source>SMART before the write</source>
        <translation>SMART avant l&apos;écriture</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Source written to</source>
        <translation>Source écrite sur</translation>
    </message>
    <message>
        <source>Read back</source>
        <translation>Relecture</translation>
    </message>
    <message>
        <source>with O_DIRECT, from the medium</source>
        <translation>avec O_DIRECT, depuis le support</translation>
    </message>
    <message>
        <source>through the page cache, written out and dropped first (the drive refused O_DIRECT)</source>
        <translation>à travers le cache de pages, écrit puis abandonné d&apos;abord (le disque a refusé O_DIRECT)</translation>
    </message>
    <message>
        <source>Excess sectors</source>
        <translation>Secteurs excédentaires</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Destination drive</source>
        <translation>Disque de destination</translation>
    </message>
    <message>
        <source>none of the %1 sectors of the source (%2 bytes)</source>
        <translation>aucun des %1 secteurs de la source (%2 octets)</translation>
    </message>
    <message>
        <source>sectors 0 to %1 of the %2 sectors of the source (%3 of %4 bytes)</source>
        <translation>secteurs 0 à %1 des %2 secteurs de la source (%3 octets sur %4)</translation>
    </message>
    <message>
        <source>Written: %1. The drive is not a copy of the source. Clone again from the start (--force).</source>
        <translation>Écrits&#xa0;: %1. Le disque n&apos;est pas une copie de la source. Clonez à nouveau depuis le début (--force).</translation>
    </message>
</context>
<context>
    <name>Custody::ContentText</name>
    <message>
        <source>%1 of %2 sectors read (%3)</source>
        <translation>%1 sur %2 secteurs lus (%3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 sectors: %2</source>
        <translation>%1 secteurs : %2</translation>
    </message>
    <message>
        <source>sectors %1 to %2 (%3)</source>
        <translation>secteurs %1 à %2 (%3)</translation>
    </message>
    <message>
        <source>Most of this drive reads as zeros (%1 of the sectors read), although SMART reports %2 power-on hours: a drive in use is rarely that empty. Before relying on the image, rule out a drive that answers with zeros instead of its data (a locked or self-encrypting drive, a failing controller or adapter, an SSD that discarded trimmed blocks, a host protected area or a DCO hiding the data).</source>
        <translation>La plus grande partie de ce disque se lit comme des zéros (%1 des secteurs lus), alors que SMART indique %2 heures de fonctionnement : un disque en service est rarement aussi vide. Avant de vous fier à l’image, écartez un disque qui répond par des zéros au lieu de ses données (un disque verrouillé ou auto-chiffré, un contrôleur ou un adaptateur défaillant, un SSD qui a écarté des blocs libérés par TRIM, une zone HPA ou un DCO qui cache les données).</translation>
    </message>
    <message>
        <source>All zeros: %1</source>
        <translation>Que des zéros : %1</translation>
    </message>
    <message>
        <source>One other byte repeated: %1</source>
        <translation>Un autre octet répété : %1</translation>
    </message>
    <message>
        <source>Unreadable, not counted: %1 sectors</source>
        <translation>Illisibles, non comptés : %1 secteurs</translation>
    </message>
    <message>
        <source>Zero run %1: %2</source>
        <translation>Plage de zéros %1 : %2</translation>
    </message>
    <message>
        <source>What the data looks like (%1-byte sectors):</source>
        <translation>À quoi ressemblent les données (secteurs de %1 octets) :</translation>
    </message>
    <message>
        <source>What the data looks like</source>
        <translation>À quoi ressemblent les données</translation>
    </message>
    <message>
        <source>Sectors read</source>
        <translation>Secteurs lus</translation>
    </message>
    <message>
        <source>All zeros</source>
        <translation>Que des zéros</translation>
    </message>
    <message>
        <source>One other byte repeated</source>
        <translation>Un autre octet répété</translation>
    </message>
    <message>
        <source>Unreadable, not counted</source>
        <translation>Illisibles, non comptés</translation>
    </message>
    <message>
        <source>%1 sectors (the fill written in their place is not the drive&apos;s data)</source>
        <translation>%1 secteurs (le remplissage écrit à leur place n’est pas une donnée du disque)</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>First sector</source>
        <translation>Premier secteur</translation>
    </message>
    <message>
        <source>Last sector</source>
        <translation>Dernier secteur</translation>
    </message>
    <message>
        <source>Offset (bytes)</source>
        <translation>Position (octets)</translation>
    </message>
    <message>
        <source>Length (bytes)</source>
        <translation>Longueur (octets)</translation>
    </message>
    <message>
        <source>The longest runs of sectors read as zeros, longest first:</source>
        <translation>Les plus longues suites de secteurs lus comme des zéros, la plus longue d’abord :</translation>
    </message>
    <message>
        <source>Mostly zeros</source>
        <translation>Surtout des zéros</translation>
    </message>
    <message>
        <source>Counted in the image as stored: a sector the acquisition could not read holds its fill here and counts as what the fill is (zeros by default); the acquisition&apos;s record tells the two apart.</source>
        <translation>Compté dans l’image telle qu’elle est enregistrée : un secteur que l’acquisition n’a pas pu lire y contient son remplissage et compte comme ce qu’est le remplissage (des zéros par défaut) ; l’enregistrement de l’acquisition distingue les deux.</translation>
    </message>
    <message>
        <source>%1 sectors of %2 bytes</source>
        <translation>%1 secteurs de %2 octets</translation>
    </message>
    <message>
        <source>Counted in the image as stored, except the sectors that the acquisition&apos;s record calls unreadable (%1): they hold the fill and count as unreadable, not as what the fill is.</source>
        <translation>Compté dans l&apos;image telle qu&apos;elle est stockée, sauf les secteurs que l&apos;enregistrement de l&apos;acquisition déclare illisibles (%1) : ils contiennent le remplissage et comptent comme illisibles, non comme ce qu&apos;est le remplissage.</translation>
    </message>
</context>
<context>
    <name>Custody::ConversionDialog</name>
    <message>
        <source>Convert to E01</source>
        <translation>Convertir en E01</translation>
    </message>
    <message>
        <source>No E01 was made: %1</source>
        <translation>Aucune E01 n’a été créée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Written: %1. Every hash of the acquisition agrees with the image read for it:</source>
        <translation>Écrit&#xa0;: %1. Chaque empreinte de l’acquisition concorde avec l’image lue pour elle&#xa0;:</translation>
    </message>
    <message>
        <source>Write the image of this acquisition as %1.E01 (and further segments as needed) beside it? The image is only read; the E01 is kept only when every hash of the acquisition is found again in the same read, and the acquisition log then names it.</source>
        <translation>Écrire l&apos;image de cette acquisition en %1.E01 (et d&apos;autres segments si besoin) à côté&#xa0;? L&apos;image est seulement lue&#xa0;; l&apos;E01 n&apos;est gardée que si chaque empreinte de l&apos;acquisition est retrouvée dans la même lecture, et le journal d&apos;acquisition la nomme alors.</translation>
    </message>
    <message>
        <source>Com&amp;pression:</source>
        <translation>Com&amp;pression&#xa0;:</translation>
    </message>
    <message>
        <source>Se&amp;gment size:</source>
        <translation>Taille des se&amp;gments&#xa0;:</translation>
    </message>
    <message>
        <source>Writing the E01 and checking the image against the acquisition&apos;s hashes in the same read…</source>
        <translation>Écriture de l&apos;E01 et vérification de l&apos;image d&apos;après les empreintes de l&apos;acquisition dans la même lecture…</translation>
    </message>
    <message>
        <source>The acquisition log does not name it: %1</source>
        <translation>Le journal d&apos;acquisition ne la nomme pas&#xa0;: %1</translation>
    </message>
    <message>
        <source>Stopping: the E01 written so far is removed…</source>
        <translation>Arrêt en cours&#xa0;: l’E01 écrite jusqu’ici est supprimée…</translation>
    </message>
    <message>
        <source>The acquisition log names it, but its signature, now stale, was not removed: %1</source>
        <translation>Le journal d&apos;acquisition la nomme, mais sa signature, désormais périmée, n&apos;a pas été retirée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The acquisition log names it; its signature, now stale, was removed (the log is signed again when a signing identity is set).</source>
        <translation>Le journal d&apos;acquisition la nomme&#xa0;; sa signature, désormais périmée, a été retirée (le journal est signé de nouveau si une identité de signature est définie).</translation>
    </message>
    <message>
        <source>Con&amp;vert</source>
        <translation>&amp;Convertir</translation>
    </message>
    <message>
        <source>Queued: the conversion starts when the job queue&apos;s limits let it (Jobs table). Cancel takes it out of the queue.</source>
        <translation>En file d’attente : la conversion commence dès que les limites de la file des travaux le permettent (tableau des travaux). Annuler la retire de la file.</translation>
    </message>
    <message>
        <source>E01 written, the hashes agree</source>
        <translation>E01 écrit, les empreintes concordent</translation>
    </message>
    <message>
        <source>nothing kept</source>
        <translation>rien n’est conservé</translation>
    </message>
    <message>
        <source>Taken out of the job queue: nothing was written.</source>
        <translation>Retirée de la file des travaux : rien n’a été écrit.</translation>
    </message>
</context>
<context>
    <name>Custody::DashboardStatus</name>
    <message>
        <source>The status file %1 is not kept: %2</source>
        <translation>Le fichier d’état %1 n’est pas tenu&#xa0;: %2</translation>
    </message>
    <message>
        <source>The status file %1 is no longer written: %2</source>
        <translation>Le fichier d’état %1 n’est plus écrit&#xa0;: %2</translation>
    </message>
    <message>
        <source>The status file %1 is not kept: give its full path</source>
        <translation>Le fichier d’état %1 n’est pas tenu&#xa0;: donnez son chemin complet</translation>
    </message>
</context>
<context>
    <name>Custody::DestinationDrive</name>
    <message>
        <source>the device node changed while it was checked; check which drive it names and try again</source>
        <translation>le nœud de périphérique a changé pendant la vérification ; vérifiez quel disque il désigne et réessayez</translation>
    </message>
    <message>
        <source>the drive %1</source>
        <translation>le disque %1</translation>
    </message>
    <message>
        <source>the kernel says it is in use (mounted or held by another program)</source>
        <translation>le noyau le dit occupé (monté ou tenu par un autre programme)</translation>
    </message>
    <message>
        <source>its size cannot be read</source>
        <translation>sa taille ne peut pas être lue</translation>
    </message>
</context>
<context>
    <name>Custody::DestinationList</name>
    <message>
        <source>More destinations</source>
        <translation>Autres destinations</translation>
    </message>
    <message>
        <source>Each destination is written from the same read, with the same hashes; double-click one to edit it.</source>
        <translation>Chaque destination est écrite à partir de la même lecture, avec les mêmes empreintes&#xa0;; double-cliquez sur l’une d’elles pour la modifier.</translation>
    </message>
    <message>
        <source>&amp;Add image…</source>
        <translation>A&amp;jouter une image…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>%1 is the name of two outputs: give each its own name or folder.</source>
        <translation>%1 est le nom de deux sorties&#xa0;: donnez à chacune son propre nom ou dossier.</translation>
    </message>
    <message>
        <source>E01</source>
        <translation>E01</translation>
    </message>
    <message>
        <source>split raw</source>
        <translation>brute découpée</translation>
    </message>
    <message>
        <source>raw</source>
        <translation>brute</translation>
    </message>
    <message>
        <source>Image %1 (%2)</source>
        <translation>Image %1 (%2)</translation>
    </message>
    <message>
        <source>Image %1 (%2, read back)</source>
        <translation>Image %1 (%2, relue)</translation>
    </message>
    <message>
        <source>Only the image above.</source>
        <translation>Seulement l’image ci-dessus.</translation>
    </message>
    <message>
        <source>Write the source onto a whole drive, sector for sector (a restore when the source is an image file).</source>
        <translation>Écrire la source sur un disque entier, secteur par secteur (une restauration quand la source est un fichier image).</translation>
    </message>
    <message>
        <source>the sectors past the source left as they are</source>
        <translation>les secteurs au-delà de la source laissés tels quels</translation>
    </message>
    <message>
        <source>the sectors past the source written with zeros</source>
        <translation>les secteurs au-delà de la source remplis de zéros</translation>
    </message>
    <message>
        <source>the sectors past the source written with 0x%1</source>
        <translation>les secteurs au-delà de la source remplis de 0x%1</translation>
    </message>
    <message>
        <source>Clone onto %1: %2, %3; %4</source>
        <translation>Clone sur %1&#xa0;: %2, %3&#xa0;; %4</translation>
    </message>
    <message>
        <source>Destinations</source>
        <translation>Destinations</translation>
    </message>
    <message>
        <source>Clone to dr&amp;ive…</source>
        <translation>Cloner sur un dis&amp;que…</translation>
    </message>
</context>
<context>
    <name>Custody::DetachedSignature</name>
    <message>
        <source>the validity of the certificate %1 cannot be read; nothing is signed with it</source>
        <translation>la validité du certificat %1 ne peut pas être lue&#xa0;; rien n’est signé avec lui</translation>
    </message>
    <message>
        <source>the certificate %1 is not valid before %2 (it is %3 now); nothing is signed with it: sign with a certificate valid now</source>
        <translation>le certificat %1 n’est pas valide avant %2 (il est maintenant %3)&#xa0;; rien n’est signé avec lui&#xa0;: signez avec un certificat valide maintenant</translation>
    </message>
    <message>
        <source>the certificate %1 expired at %2 (it is %3 now); nothing is signed with it: sign with a certificate valid now</source>
        <translation>le certificat %1 a expiré le %2 (il est maintenant %3)&#xa0;; rien n’est signé avec lui&#xa0;: signez avec un certificat valide maintenant</translation>
    </message>
    <message>
        <source>the trusted CA %1 cannot be read: %2</source>
        <translation>l’AC de confiance %1 ne peut pas être lue&#xa0;: %2</translation>
    </message>
    <message>
        <source>the trusted CA %1 holds no PEM certificate: give the lab&apos;s CA certificate</source>
        <translation>l’AC de confiance %1 ne contient aucun certificat PEM&#xa0;: indiquez le certificat de l’AC du laboratoire</translation>
    </message>
</context>
<context>
    <name>Custody::DeviceDetailsPane</name>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Drive details</source>
        <translation>Détails du disque</translation>
    </message>
    <message>
        <source>Select a drive to see its identity, partitions and SMART data.</source>
        <translation>Sélectionnez un disque pour afficher son identité, ses partitions et ses données SMART.</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Périphérique</translation>
    </message>
    <message>
        <source>Stable name</source>
        <translation>Nom stable</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Fabricant</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Numéro de série</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Micrologiciel</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 octets)</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Secteur logique</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 octets</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Secteur physique</translation>
    </message>
    <message>
        <source>Bus</source>
        <translation>Bus</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Support</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Amovible</translation>
    </message>
    <message>
        <source>Kernel read-only flag</source>
        <translation>Indicateur lecture seule du noyau</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Fichier sous-jacent</translation>
    </message>
    <message>
        <source>Listed by</source>
        <translation>Listé par</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partitions</translation>
    </message>
    <message>
        <source>None found.</source>
        <translation>Aucune trouvée.</translation>
    </message>
    <message>
        <source>Mounted: the file systems below may change while the drive is imaged.</source>
        <translation>Monté&#xa0;: les systèmes de fichiers ci-dessous peuvent changer pendant l&apos;acquisition du disque.</translation>
    </message>
    <message>
        <source>File system</source>
        <translation>Système de fichiers</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Étiquette</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Monté sur</translation>
    </message>
    <message>
        <source>%1 (%2) on %3</source>
        <translation>%1 (%2) sur %3</translation>
    </message>
    <message>
        <source>SMART</source>
        <translation>SMART</translation>
    </message>
    <message>
        <source>Read at %1</source>
        <translation>Lu le %1</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>non signalé</translation>
    </message>
    <message>
        <source>Overall health self-assessment</source>
        <translation>Auto-évaluation de l&apos;état général</translation>
    </message>
    <message>
        <source>Powered on</source>
        <translation>Durée de fonctionnement</translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n heure</numerusform>
            <numerusform>%n heures</numerusform>
        </translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Température</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Reallocated sectors</source>
        <translation>Secteurs réalloués</translation>
    </message>
    <message>
        <source>Sectors waiting to be reallocated</source>
        <translation>Secteurs en attente de réallocation</translation>
    </message>
    <message>
        <source>Sectors found unreadable offline</source>
        <translation>Secteurs trouvés illisibles hors ligne</translation>
    </message>
    <message>
        <source>Media and data integrity errors</source>
        <translation>Erreurs de support et d&apos;intégrité des données</translation>
    </message>
    <message>
        <source>Life used</source>
        <translation>Durée de vie utilisée</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Réserve disponible</translation>
    </message>
    <message>
        <source>%1 % (threshold %2 %)</source>
        <translation>%1 % (seuil %2 %)</translation>
    </message>
    <message>
        <source>Grown defects</source>
        <translation>Défauts acquis</translation>
    </message>
    <message>
        <source>Latest self-test</source>
        <translation>Dernier autotest</translation>
    </message>
    <message>
        <source>smartctl</source>
        <translation>smartctl</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Attribut</translation>
    </message>
    <message>
        <source>Value / worst / threshold</source>
        <translation>Valeur / pire / seuil</translation>
    </message>
    <message>
        <source>Raw</source>
        <translation>Valeur brute</translation>
    </message>
    <message>
        <source>Assessment</source>
        <translation>Évaluation</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>FAILING NOW</source>
        <translation>DÉFAILLANT ACTUELLEMENT</translation>
    </message>
    <message>
        <source>failed in the past</source>
        <translation>défaillant par le passé</translation>
    </message>
    <message>
        <source>Hidden areas</source>
        <translation>Zones cachées</translation>
    </message>
    <message>
        <source>Sectors the drive shows</source>
        <translation>Secteurs que montre le disque</translation>
    </message>
    <message>
        <source>Native size</source>
        <translation>Taille native</translation>
    </message>
    <message>
        <source>Other namespaces of this controller:</source>
        <translation>Autres espaces de noms de ce contrôleur&#xa0;:</translation>
    </message>
    <message>
        <source>Commands sent (read-only):</source>
        <translation>Commandes envoyées (lecture seule)&#xa0;:</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Structure</translation>
    </message>
    <message>
        <source>Being read…</source>
        <translation>Lecture en cours…</translation>
    </message>
    <message>
        <source>Could not be read: %1</source>
        <translation>Illisible : %1</translation>
    </message>
    <message>
        <source>Partition table: %1</source>
        <translation>Table de partitions : %1</translation>
    </message>
</context>
<context>
    <name>Custody::DeviceInfo</name>
    <message>
        <source>loop</source>
        <translation>boucle</translation>
    </message>
    <message>
        <source>platform</source>
        <translation>plateforme</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>rotatif (disque dur)</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>électronique (SSD)</translation>
    </message>
</context>
<context>
    <name>Custody::DeviceMonitor</name>
    <message>
        <source>smartctl could not open the drive (permission, or a USB bridge it does not recognise).</source>
        <translation>smartctl n&apos;a pas pu ouvrir le disque (droits insuffisants, ou pont USB non reconnu).</translation>
    </message>
    <message>
        <source>The drive reports no SMART data.</source>
        <translation>Le disque ne fournit aucune donnée SMART.</translation>
    </message>
    <message>
        <source>%1 no longer exists: the drive was removed or renamed.</source>
        <translation>%1 n&apos;existe plus&#xa0;: le disque a été retiré ou renommé.</translation>
    </message>
    <message>
        <source>You may not read %1: imaging it needs root or membership of its group &quot;%2&quot;. Start Custody with &quot;Run as administrator&quot; from the desktop menu (or custody-pkexec), or ask an administrator to add your account to &quot;%2&quot;, then log in again.</source>
        <translation>Vous ne pouvez pas lire %1&#xa0;: en faire l&apos;image demande les droits root ou l&apos;appartenance à son groupe «&#xa0;%2&#xa0;». Lancez Custody avec «&#xa0;Exécuter en tant qu&apos;administrateur&#xa0;» depuis le menu du bureau (ou custody-pkexec), ou demandez à un administrateur d&apos;ajouter votre compte au groupe «&#xa0;%2&#xa0;», puis reconnectez-vous.</translation>
    </message>
</context>
<context>
    <name>Custody::DeviceRow</name>
    <message>
        <source>A disk of this workstation: it holds %1. Imaging it reads a disk that changes while it is read; it is acquired only on an explicit, confirmed override and is never write-blocked.</source>
        <translation>Un disque de ce poste de travail&#xa0;: il contient %1. L’imager lit un disque qui change pendant sa lecture&#xa0;; il n’est acquis que sur dérogation explicite et confirmée, et jamais protégé en écriture.</translation>
    </message>
</context>
<context>
    <name>Custody::DeviceTableModel</name>
    <message>
        <source>Device</source>
        <translation>Périphérique</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Serial</source>
        <translation>N° de série</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Octets</translation>
    </message>
    <message>
        <source>Bus</source>
        <translation>Bus</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Amovible</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Lecture seule</translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation>Monté</translation>
    </message>
    <message>
        <source>SMART</source>
        <translation>SMART</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 octets</translation>
    </message>
    <message>
        <source>Mounted: %1. A file system on this drive may change while it is imaged. Unmount it first if you can.</source>
        <translation>Monté&#xa0;: %1. Un système de fichiers de ce disque peut changer pendant l&apos;acquisition. Démontez-le d&apos;abord si possible.</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Tâche</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>inactif</translation>
    </message>
    <message>
        <source>%1 (system)</source>
        <translation>%1 (système)</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Secteurs</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>SMART is not read over the network.</source>
        <translation>SMART n’est pas lu par le réseau.</translation>
    </message>
    <message>
        <source>file %1</source>
        <translation>fichier %1</translation>
    </message>
    <message>
        <source>A loop device over the file %1</source>
        <translation>Un périphérique loop sur le fichier %1</translation>
    </message>
    <message>
        <source>Hidden areas: sectors the drive holds but does not show the host (an HPA, a DCO, a detached NVMe namespace), as read-only commands found them. Custody never removes them.</source>
        <translation>Zones cachées&#xa0;: secteurs que le disque contient mais ne montre pas à l’hôte (une HPA, une DCO, un espace de noms NVMe détaché), tels que des commandes en lecture seule les ont trouvés. Custody ne les supprime jamais.</translation>
    </message>
    <message>
        <source>Hidden areas</source>
        <translation>Cachées</translation>
    </message>
</context>
<context>
    <name>Custody::DriveIo</name>
    <message>
        <source>%1 of sectors %2 to %3</source>
        <translation>%1 des secteurs %2 à %3</translation>
    </message>
    <message>
        <source>the drive ends early</source>
        <translation>le disque se termine trop tôt</translation>
    </message>
    <message>
        <source>no memory for a block of the pattern</source>
        <translation>pas de mémoire pour un bloc du motif</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>%1, each of which was written when tried alone</source>
        <translation>%1 ; chacun de ces secteurs a pu être écrit seul</translation>
    </message>
    <message>
        <source>pwrite of sectors %1</source>
        <translation>pwrite des secteurs %1</translation>
    </message>
</context>
<context>
    <name>Custody::DriveWipe</name>
    <message>
        <source>%1 refused a write at byte %2 (%3): the drive is not usable as a destination as it is.</source>
        <translation>%1 a refusé une écriture à l&apos;octet %2 (%3)&#xa0;: en l&apos;état, le disque ne peut pas servir de destination.</translation>
    </message>
    <message>
        <source>%1 refused a read at byte %2 (%3): the drive is not usable as a destination as it is.</source>
        <translation>%1 a refusé une lecture à l&apos;octet %2 (%3)&#xa0;: en l&apos;état, le disque ne peut pas servir de destination.</translation>
    </message>
    <message>
        <source>the certificate&apos;s folder %1 is not a folder you may write into: name a certificate base in another folder</source>
        <translation>le dossier du certificat, %1, n&apos;est pas un dossier où vous pouvez écrire&#xa0;: indiquez une base de certificat dans un autre dossier</translation>
    </message>
    <message>
        <source>--method zeroout writes zeros only: give --pattern zero, or --method write for another pattern</source>
        <translation>--method zeroout n&apos;écrit que des zéros&#xa0;: indiquez --pattern zero, ou --method write pour un autre motif</translation>
    </message>
    <message>
        <source>a random pattern can be checked only with the key it was written with: give --pattern zero or 0xNN to --verify-only</source>
        <translation>un motif aléatoire ne se vérifie qu&apos;avec la clé qui l&apos;a écrit&#xa0;: donnez --pattern zero ou 0xNN à --verify-only</translation>
    </message>
    <message>
        <source>the block size must be a multiple of 4096 bytes and of the drive&apos;s sector</source>
        <translation>la taille de bloc doit être un multiple de 4096 octets et du secteur du disque</translation>
    </message>
</context>
<context>
    <name>Custody::EarlierOutputs</name>
    <message>
        <source>it is the report of the acquisition that starting over would replace, and would then describe an image that is no longer there; move it (and its signature, if any) away first</source>
        <translation>c&apos;est le rapport de l&apos;acquisition que recommencer remplacerait, et il décrirait alors une image qui n&apos;existe plus ; déplacez-le d&apos;abord ailleurs (ainsi que sa signature, le cas échéant)</translation>
    </message>
</context>
<context>
    <name>Custody::EndHookDialog</name>
    <message>
        <source>No program</source>
        <translation>Aucun programme</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Program to run</source>
        <translation>Programme à lancer</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>After this, the program is stopped with every process it started.</source>
        <translation>Passé ce délai, le programme est arrêté avec tous les processus qu&apos;il a lancés.</translation>
    </message>
    <message>
        <source>&amp;Program:</source>
        <translation>&amp;Programme :</translation>
    </message>
    <message>
        <source>&amp;Stopped after:</source>
        <translation>A&amp;rrêté après :</translation>
    </message>
    <message>
        <source>Give the program&apos;s full path (it starts with /).</source>
        <translation>Indiquez le chemin complet du programme (il commence par /).</translation>
    </message>
    <message>
        <source>%1 is not a program that can be run: give the path of an executable file.</source>
        <translation>%1 n&apos;est pas un programme exécutable : indiquez le chemin d&apos;un fichier exécutable.</translation>
    </message>
    <message>
        <source>Program when a job ends</source>
        <translation>Programme à la fin d’une tâche</translation>
    </message>
    <message>
        <source>A program of the lab&apos;s that runs once each acquisition, verification or wipe has ended (to copy the image to an archive, to update a case system); for an acquisition, before the record and the log are signed. It is run without a shell or arguments and told the outcome, the verdict, the files and the digests in CUSTODY_ environment variables, as custody-cli acquire, verify and wipe --on-end tell them. Its exit status and output go into the acquisition log (a verification&apos;s or wipe&apos;s first line into its row of the case history); whatever it does, the job&apos;s outcome and verdict stay as they are. Leave it empty to run none.</source>
        <translation>Un programme du laboratoire qui s’exécute à la fin de chaque acquisition, vérification ou effacement (pour copier l’image dans une archive, mettre à jour un système de dossiers)&#xa0;; pour une acquisition, avant la signature du relevé et du journal. Il est lancé sans shell ni arguments et reçoit le résultat, le verdict, les fichiers et les empreintes dans des variables d’environnement CUSTODY_, comme custody-cli acquire, verify et wipe --on-end les transmettent. Son code de sortie et sa sortie vont dans le journal d’acquisition (pour une vérification ou un effacement, la première ligne dans sa ligne de l’historique des dossiers)&#xa0;; quoi qu’il fasse, le résultat et le verdict de la tâche restent tels quels. Laissez vide pour n’en lancer aucun.</translation>
    </message>
</context>
<context>
    <name>Custody::Error</name>
    <message>
        <source>%1 at byte offset %2</source>
        <translation>%1 (position %2 en octets)</translation>
    </message>
    <message>
        <source>Invalid setting: %1.</source>
        <translation>Paramètre non valide&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Cannot open the source %1 for reading. Check that it exists and that you have read permission (root or the &apos;disk&apos; group for drives).</source>
        <translation>Impossible d&apos;ouvrir la source %1 en lecture. Vérifiez qu&apos;elle existe et que vous avez le droit de la lire (root ou le groupe «&#xa0;disk&#xa0;» pour les disques).</translation>
    </message>
    <message>
        <source>The source %1 is neither a block device nor a regular file. Choose a drive, a partition or an image file.</source>
        <translation>La source %1 n&apos;est ni un périphérique bloc ni un fichier ordinaire. Choisissez un disque, une partition ou un fichier image.</translation>
    </message>
    <message>
        <source>The source device vanished while reading %1. Reconnect it and resume; the image and map written so far are kept.</source>
        <translation>Le périphérique source a disparu pendant la lecture de %1. Reconnectez-le et reprenez&#xa0;; l&apos;image et la carte écrites jusqu&apos;ici sont conservées.</translation>
    </message>
    <message>
        <source>The source ended early: no data at %1, although its size was reported larger. The image and map written so far are kept.</source>
        <translation>La source s&apos;est terminée prématurément&#xa0;: aucune donnée dans %1, bien que sa taille annoncée soit plus grande. L&apos;image et la carte écrites jusqu&apos;ici sont conservées.</translation>
    </message>
    <message>
        <source>Reading the source failed at %1 in a way that is not a bad sector. The image and map written so far are kept.</source>
        <translation>La lecture de la source a échoué dans %1, pour une autre raison qu&apos;un secteur défectueux. L&apos;image et la carte écrites jusqu&apos;ici sont conservées.</translation>
    </message>
    <message>
        <source>The output %1 already exists. Choose another name, or allow overwriting (--force).</source>
        <translation>La sortie %1 existe déjà. Choisissez un autre nom ou autorisez l&apos;écrasement (--force).</translation>
    </message>
    <message>
        <source>Cannot create the output file %1. Check that the folder exists and is writable.</source>
        <translation>Impossible de créer le fichier de sortie %1. Vérifiez que le dossier existe et est accessible en écriture.</translation>
    </message>
    <message>
        <source>Writing the image failed at %1. The data written so far is kept; check the destination drive.</source>
        <translation>L&apos;écriture de l&apos;image a échoué dans %1. Les données écrites jusqu&apos;ici sont conservées&#xa0;; vérifiez le disque de destination.</translation>
    </message>
    <message>
        <source>The destination is full: cannot write %1. Free space or choose another destination; the image and map written so far are kept.</source>
        <translation>La destination est pleine&#xa0;: impossible d&apos;écrire %1. Libérez de l&apos;espace ou choisissez une autre destination&#xa0;; l&apos;image et la carte écrites jusqu&apos;ici sont conservées.</translation>
    </message>
    <message>
        <source>Flushing the image %1 to disk failed. The destination drive may be failing.</source>
        <translation>L&apos;écriture définitive de l&apos;image %1 sur le disque a échoué. Le disque de destination est peut-être défaillant.</translation>
    </message>
    <message>
        <source>Reading the image at %1 failed, so its hashes cannot be computed. Check that the image files are complete and readable.</source>
        <translation>La lecture de l&apos;image dans %1 a échoué&#xa0;; ses empreintes ne peuvent donc pas être calculées. Vérifiez que les fichiers image sont complets et lisibles.</translation>
    </message>
    <message>
        <source>The map file %1 is not a valid ddrescue mapfile: %2.</source>
        <translation>Le fichier de carte %1 n&apos;est pas un mapfile ddrescue valide&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The hash computation failed (%1).</source>
        <translation>Le calcul d&apos;empreinte a échoué (%1).</translation>
    </message>
    <message>
        <source>The acquisition was cancelled. The image and map written so far are kept.</source>
        <translation>L&apos;acquisition a été annulée. L&apos;image et la carte écrites jusqu&apos;ici sont conservées.</translation>
    </message>
    <message>
        <source>Cannot list the drives of this computer (%1).</source>
        <translation>Impossible de lister les disques de cet ordinateur (%1).</translation>
    </message>
    <message>
        <source>Not allowed to set the kernel read-only flag (software write-block) on %1: it needs root (CAP_SYS_ADMIN). Run as root, or image without software write-block behind a hardware write blocker.</source>
        <translation>Activation de l&apos;indicateur lecture seule du noyau (blocage en écriture logiciel) sur %1 non autorisée&#xa0;: elle nécessite les droits root (CAP_SYS_ADMIN). Exécutez le programme en tant que root, ou faites l&apos;acquisition sans blocage en écriture logiciel, derrière un bloqueur d&apos;écriture matériel.</translation>
    </message>
    <message>
        <source>Cannot change or verify the kernel read-only flag (software write-block) on %1.</source>
        <translation>Impossible de modifier ou de vérifier l&apos;indicateur lecture seule du noyau (blocage en écriture logiciel) sur %1.</translation>
    </message>
    <message>
        <source>The program %1 is not installed. Install it (Debian package: %2).</source>
        <translation>Le programme %1 n&apos;est pas installé. Installez-le (paquet Debian&#xa0;: %2).</translation>
    </message>
    <message>
        <source>The program %1 could not be run.</source>
        <translation>Le programme %1 n&apos;a pas pu être exécuté.</translation>
    </message>
    <message>
        <source>The program %1 did not finish in time and was stopped.</source>
        <translation>Le programme %1 ne s&apos;est pas terminé à temps et a été arrêté.</translation>
    </message>
    <message>
        <source>The output of %1 could not be read: %2.</source>
        <translation>La sortie de %1 n&apos;a pas pu être lue&#xa0;: %2.</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>un dossier</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>un périphérique en mode caractère</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>un périphérique bloc</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>%1 bytes; the limit is %2 bytes</source>
        <translation>%1 octets&#xa0;; la limite est de %2 octets</translation>
    </message>
    <message>
        <source>more than %1 bytes, the limit</source>
        <translation>plus de %1 octets, la limite</translation>
    </message>
    <message>
        <source>Refused to write %1: %2. Writing there would alter the evidence or a file of record, so overwriting (--force) does not allow it either; choose another destination or name.</source>
        <translation>Écriture de %1 refusée&#xa0;: %2. Écrire là modifierait la preuve ou un fichier d&apos;enregistrement&#xa0;; l&apos;écrasement (--force) ne le permet donc pas non plus&#xa0;; choisissez une autre destination ou un autre nom.</translation>
    </message>
    <message>
        <source>Cannot save the map file %1. The map saved before is kept unchanged (it describes only image data already on disk), and so is the image. Make room or make the folder writable, then resume.</source>
        <translation>Impossible d&apos;enregistrer le fichier de carte %1. La carte enregistrée auparavant est conservée telle quelle (elle ne décrit que des données d&apos;image déjà sur le disque), de même que l&apos;image. Libérez de la place ou rendez le dossier inscriptible, puis reprenez.</translation>
    </message>
    <message>
        <source>Cannot save %1. Nothing was changed: the file is as it was before (or still absent).</source>
        <translation>Impossible d&apos;enregistrer %1. Rien n&apos;a été modifié&#xa0;: le fichier est tel qu&apos;avant (ou toujours absent).</translation>
    </message>
    <message>
        <source>%1 is %2, not a file that can be read to its end. Give a regular file or a pipe.</source>
        <translation>%1 est %2, pas un fichier qu&apos;on peut lire jusqu&apos;au bout. Indiquez un fichier ordinaire ou un tube.</translation>
    </message>
    <message>
        <source>%1 is too large to read (%2).</source>
        <translation>%1 est trop volumineux pour être lu (%2).</translation>
    </message>
    <message>
        <source>Cannot resume the acquisition into %1: %2.</source>
        <translation>Impossible de reprendre l&apos;acquisition vers %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Another acquisition is using %1 (%2). Wait until it ends, or choose another image name.</source>
        <translation>Une autre acquisition utilise %1 (%2). Attendez qu&apos;elle se termine, ou choisissez un autre nom d&apos;image.</translation>
    </message>
    <message>
        <source>The image %1 is no longer the one this acquisition wrote: %2. The digests it was acquired with stay in its map; keep the image as found and acquire the source again into a new name.</source>
        <translation>L&apos;image %1 n&apos;est plus celle que cette acquisition a écrite&#xa0;: %2. Les empreintes obtenues lors de l&apos;acquisition restent dans sa carte&#xa0;; conservez l&apos;image telle que trouvée et refaites l&apos;acquisition de la source sous un nouveau nom.</translation>
    </message>
    <message>
        <source>an interrupted E01 acquisition cannot be resumed: acquire again, replacing its files, or acquire to raw with the rescue preset (which resumes) and convert the result to E01</source>
        <translation>une acquisition E01 interrompue ne peut pas être reprise&#xa0;: acquérez à nouveau en remplaçant ses fichiers, ou acquérez en brut avec le préréglage de sauvetage (qui se reprend) puis convertissez le résultat en E01</translation>
    </message>
    <message>
        <source>TLS credentials were given for a plaintext URI: write nbds:// (or nbds+unix://) to use TLS</source>
        <translation>des identifiants TLS ont été donnés pour une URI en clair&#xa0;: écrivez nbds:// (ou nbds+unix://) pour utiliser TLS</translation>
    </message>
    <message numerus="yes">
        <source>the NBD server did not answer within %n second(s)</source>
        <translation>
            <numerusform>le serveur NBD n’a pas répondu en %n seconde</numerusform>
            <numerusform>le serveur NBD n’a pas répondu en %n secondes</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot sign with %1. Check that the key (--sign-key) belongs to the certificate (--sign-cert), that both are PEM files, and the passphrase.</source>
        <translation>Impossible de signer avec %1. Vérifiez que la clé (--sign-key) appartient au certificat (--sign-cert), que les deux sont des fichiers PEM, et la phrase secrète.</translation>
    </message>
    <message>
        <source>The signature %1 cannot be read as a detached CMS (PKCS#7) signature in DER. Keep it as found: it says nothing about the file beside it.</source>
        <translation>La signature %1 ne peut pas être lue comme signature CMS (PKCS#7) détachée en DER. Conservez-la telle quelle&#xa0;: elle ne dit rien du fichier à côté.</translation>
    </message>
    <message>
        <source>The case history %1 cannot be used (%2).</source>
        <translation>L’historique des affaires %1 est inutilisable (%2).</translation>
    </message>
    <message>
        <source>Refused to remove %1: %2. Custody removes only files it can prove it wrote itself; move the file away or choose another name.</source>
        <translation>Suppression de %1 refusée&#xa0;: %2. Custody ne supprime que les fichiers dont il peut prouver qu&apos;il les a écrits lui-même&#xa0;; déplacez le fichier ailleurs ou choisissez un autre nom.</translation>
    </message>
    <message>
        <source>The signature of %1 fails (%2), so nothing made from it is signed over it. Keep the files as found and verify them (Verify image…, custody-cli verify).</source>
        <translation>La signature de %1 n&apos;est pas valide (%2) : rien de ce qui en est tiré n&apos;est donc signé par-dessus. Conservez les fichiers tels quels et vérifiez-les (Vérifier une image…, custody-cli verify).</translation>
    </message>
    <message>
        <source>Refused to overwrite the drive %1: %2. Nothing was written to it.</source>
        <translation>Écrasement du disque %1 refusé : %2. Rien n’y a été écrit.</translation>
    </message>
    <message>
        <source>Cannot connect to the network source %1. Check the URI, that the server runs and exports it to this machine, and the credentials (NBD: nbds:// with --tls-psk and --tls-username, or --tls-certificates; iSCSI: --chap-file).</source>
        <translation>Impossible de se connecter à la source réseau %1. Vérifiez l’URI, que le serveur fonctionne et l’exporte vers cette machine, et les identifiants (NBD&#xa0;: nbds:// avec --tls-psk et --tls-username, ou --tls-certificates&#xa0;; iSCSI&#xa0;: --chap-file).</translation>
    </message>
    <message>
        <source>What describes the source %1 (its layout or identify data) could not be read.</source>
        <translation>Ce qui décrit la source %1 (sa structure ou ses données d’identification) n’a pas pu être lu.</translation>
    </message>
    <message>
        <source>The drive at %1 is not the one chosen for this acquisition: %2. Nothing was read or written; connect the drive chosen, or choose the drive again (its serial number and size as the device list shows them).</source>
        <translation>Le disque à %1 n&apos;est pas celui choisi pour cette acquisition : %2. Rien n&apos;a été lu ni écrit ; connectez le disque choisi, ou choisissez de nouveau le disque (son numéro de série et sa taille tels que la liste des périphériques les affiche).</translation>
    </message>
</context>
<context>
    <name>Custody::EvidenceGuard</name>
    <message>
        <source>the source %1</source>
        <translation>la source %1</translation>
    </message>
    <message>
        <source>%1, which holds %2</source>
        <translation>%1, qui contient %2</translation>
    </message>
    <message>
        <source>%1, the file behind %2 (%3)</source>
        <translation>%1, le fichier derrière %2 (%3)</translation>
    </message>
    <message>
        <source>it is a symbolic link, and writing it would write wherever it points; give the real path</source>
        <translation>c&apos;est un lien symbolique, et l&apos;écrire écrirait là où il pointe&#xa0;; indiquez le vrai chemin</translation>
    </message>
    <message>
        <source>it exists and is not a regular file (a device, a folder, a pipe or a socket)</source>
        <translation>il existe et n&apos;est pas un fichier ordinaire (un périphérique, un dossier, un tube ou un socket)</translation>
    </message>
    <message>
        <source>it is %1</source>
        <translation>c&apos;est %1</translation>
    </message>
    <message>
        <source>its folder %1 is on a file system that writes to %2</source>
        <translation>son dossier %1 est sur un système de fichiers qui écrit sur %2</translation>
    </message>
    <message>
        <source>its folder %1 is on a file system inside %2</source>
        <translation>son dossier %1 est sur un système de fichiers à l&apos;intérieur de %2</translation>
    </message>
    <message>
        <source>overwriting it overwrites %1, which is %2</source>
        <translation>l’écraser écraserait %1, qui est %2</translation>
    </message>
    <message>
        <source>%1 stands on %2</source>
        <translation>%1 repose sur %2</translation>
    </message>
    <message>
        <source>%1 writes into %2</source>
        <translation>%1 écrit dans %2</translation>
    </message>
</context>
<context>
    <name>Custody::FolderProbe</name>
    <message>
        <source>Refused to create %1: %2 is on a file system that writes to the source %3. Choose a folder on another drive.</source>
        <translation>Création de %1 refusée&#xa0;: %2 est sur un système de fichiers qui écrit sur la source %3. Choisissez un dossier sur un autre disque.</translation>
    </message>
</context>
<context>
    <name>Custody::HashlogFormat</name>
    <message>
        <source>coreutils checksum list</source>
        <translation>liste de sommes de contrôle coreutils</translation>
    </message>
    <message>
        <source>BSD-style checksum list</source>
        <translation>liste de sommes de contrôle de style BSD</translation>
    </message>
    <message>
        <source>dc3dd log</source>
        <translation>journal dc3dd</translation>
    </message>
    <message>
        <source>dcfldd hashlog</source>
        <translation>journal d&apos;empreintes dcfldd</translation>
    </message>
    <message>
        <source>Guymager .info file</source>
        <translation>fichier .info de Guymager</translation>
    </message>
    <message>
        <source>libewf tool output (ewfacquire/ewfverify/ewfinfo)</source>
        <translation>sortie des outils libewf (ewfacquire/ewfverify/ewfinfo)</translation>
    </message>
    <message>
        <source>FTK Imager summary</source>
        <translation>résumé de FTK Imager</translation>
    </message>
    <message>
        <source>Custody acquisition record</source>
        <translation>enregistrement d&apos;acquisition Custody</translation>
    </message>
    <message>
        <source>digests stored in the E01 image</source>
        <translation>empreintes conservées dans l’image E01</translation>
    </message>
</context>
<context>
    <name>Custody::HashlogText</name>
    <message>
        <source>the size &apos;%1&apos; is not a number</source>
        <translation>la taille «&#xa0;%1&#xa0;» n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>not a checksum line: expected &apos;&lt;hex&gt;  &lt;file name&gt;&apos; or &apos;ALGORITHM (&lt;file name&gt;) = &lt;hex&gt;&apos;</source>
        <translation>pas une ligne de somme de contrôle&#xa0;: attendu «&#xa0;&lt;hex&gt;  &lt;nom de fichier&gt;&#xa0;» ou «&#xa0;ALGORITHME (&lt;nom de fichier&gt;) = &lt;hex&gt;&#xa0;»</translation>
    </message>
    <message>
        <source>a digest of %1 hex digits, which is the length of no algorithm Custody knows</source>
        <translation>une empreinte de %1 chiffres hexadécimaux, longueur qui ne correspond à aucun algorithme connu de Custody</translation>
    </message>
    <message>
        <source>no checksum lines</source>
        <translation>aucune ligne de somme de contrôle</translation>
    </message>
    <message>
        <source>a window without a valid offset and length</source>
        <translation>une fenêtre sans position ni longueur valides</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>JSON non valide&#xa0;: %1</translation>
    </message>
    <message>
        <source>a JSON file, but not a Custody acquisition record (no &quot;format&quot;: &quot;custody-acquisition-record&quot;)</source>
        <translation>un fichier JSON, mais pas un enregistrement d&apos;acquisition Custody (pas de &quot;format&quot;: &quot;custody-acquisition-record&quot;)</translation>
    </message>
    <message>
        <source>a hash without an algorithm</source>
        <translation>une empreinte sans algorithme</translation>
    </message>
    <message>
        <source>the record has no hashes (the acquisition&apos;s status is &apos;%1&apos;)</source>
        <translation>l&apos;enregistrement ne contient aucune empreinte (statut de l&apos;acquisition&#xa0;: «&#xa0;%1&#xa0;»)</translation>
    </message>
    <message>
        <source>the device size is not a number</source>
        <translation>la taille du périphérique n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>a piecewise hash before any total hash names its algorithm</source>
        <translation>une empreinte par morceaux avant qu&apos;une empreinte totale n&apos;indique son algorithme</translation>
    </message>
    <message>
        <source>the sector range is not valid</source>
        <translation>la plage de secteurs n&apos;est pas valide</translation>
    </message>
    <message>
        <source>unexpected line in dc3dd&apos;s input results: expected &apos;&lt;hex&gt; (&lt;algorithm&gt;)&apos; or &apos;&lt;hex&gt;, sectors A - B&apos;</source>
        <translation>ligne inattendue dans les résultats d&apos;entrée de dc3dd&#xa0;: attendu «&#xa0;&lt;hex&gt; (&lt;algorithme&gt;)&#xa0;» ou «&#xa0;&lt;hex&gt;, sectors A - B&#xa0;»</translation>
    </message>
    <message>
        <source>a dc3dd log without hashes (was it run with hash=?)</source>
        <translation>un journal dc3dd sans empreintes (dc3dd a-t-il été lancé avec hash=&#xa0;?)</translation>
    </message>
    <message>
        <source>the sector size is 0</source>
        <translation>la taille de secteur est 0</translation>
    </message>
    <message>
        <source>the sector range is too large</source>
        <translation>la plage de secteurs est trop grande</translation>
    </message>
    <message>
        <source>a window digest of %1 hex digits, which is the length of none of the log&apos;s algorithms (%2)</source>
        <translation>une empreinte de fenêtre de %1 chiffres hexadécimaux, longueur qui ne correspond à aucun des algorithmes du journal (%2)</translation>
    </message>
    <message>
        <source>this is a dcfldd verify log: it holds match results, not hashes. Verify against the hashlog of the acquisition</source>
        <translation>il s&apos;agit d&apos;un journal de vérification dcfldd&#xa0;: il contient des résultats de comparaison, pas des empreintes. Vérifiez par rapport au journal d&apos;empreintes de l&apos;acquisition</translation>
    </message>
    <message>
        <source>not a dcfldd hashlog line: expected &apos;&lt;start&gt; - &lt;end&gt;: &lt;hex&gt;&apos; or &apos;Total (&lt;algorithm&gt;): &lt;hex&gt;&apos;</source>
        <translation>pas une ligne de journal d&apos;empreintes dcfldd&#xa0;: attendu «&#xa0;&lt;début&gt; - &lt;fin&gt;: &lt;hex&gt;&#xa0;» ou «&#xa0;Total (&lt;algorithme&gt;): &lt;hex&gt;&#xa0;»</translation>
    </message>
    <message>
        <source>the window %1 - %2 is not a byte range</source>
        <translation>la fenêtre %1 - %2 n&apos;est pas une plage d&apos;octets</translation>
    </message>
    <message>
        <source>a dcfldd log without hashes (was it run with hash=?)</source>
        <translation>un journal dcfldd sans empreintes (dcfldd a-t-il été lancé avec hash=&#xa0;?)</translation>
    </message>
    <message>
        <source>no digest in the output of the libewf tool</source>
        <translation>aucune empreinte dans la sortie de l&apos;outil libewf</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>the FTK Imager summary has no computed hashes</source>
        <translation>le résumé de FTK Imager ne contient aucune empreinte calculée</translation>
    </message>
    <message>
        <source>the .info file records no hash of the image</source>
        <translation>le fichier .info n&apos;enregistre aucune empreinte de l&apos;image</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <source>not a hashlog format Custody reads (coreutils or BSD checksum lists, dc3dd, dcfldd, Guymager, ewfacquire/ewfverify/ewfinfo, FTK Imager, Custody&apos;s JSON record)</source>
        <translation>pas un format de journal d&apos;empreintes lu par Custody (listes de sommes de contrôle coreutils ou BSD, dc3dd, dcfldd, Guymager, ewfacquire/ewfverify/ewfinfo, FTK Imager, enregistrement JSON de Custody)</translation>
    </message>
    <message>
        <source>the file starts with a UTF-16 byte-order mark but is not valid UTF-16</source>
        <translation>le fichier commence par une marque d&apos;ordre des octets (BOM) UTF-16 mais n&apos;est pas de l&apos;UTF-16 valide</translation>
    </message>
    <message>
        <source>every other byte is NUL: this is UTF-16 text without a byte-order mark, or a binary file</source>
        <translation>un octet sur deux est NUL&#xa0;: il s&apos;agit de texte UTF-16 sans marque d&apos;ordre des octets (BOM), ou d&apos;un fichier binaire</translation>
    </message>
    <message>
        <source>a NUL byte: this is a binary file, or UTF-16 text without a byte-order mark</source>
        <translation>un octet NUL&#xa0;: il s&apos;agit d&apos;un fichier binaire, ou de texte UTF-16 sans marque d&apos;ordre des octets (BOM)</translation>
    </message>
    <message>
        <source>the line is longer than %1 bytes: not a hashlog</source>
        <translation>la ligne dépasse %1 octets&#xa0;: ce n&apos;est pas un journal d&apos;empreintes</translation>
    </message>
    <message>
        <source>line %1: </source>
        <translation>ligne %1&#xa0;: </translation>
    </message>
    <message>
        <source>the %1 digest has %2 hex digits; %1 has %3</source>
        <translation>l&apos;empreinte %1 a %2 chiffres hexadécimaux&#xa0;; %1 en a %3</translation>
    </message>
    <message>
        <source>the %1 digest has %2 hex digits, which is not the length of a digest</source>
        <translation>l&apos;empreinte %1 a %2 chiffres hexadécimaux, ce qui n&apos;est pas une longueur d&apos;empreinte</translation>
    </message>
    <message>
        <source>the %1 digest is missing</source>
        <translation>l&apos;empreinte %1 est absente</translation>
    </message>
    <message>
        <source>the %1 digest &apos;%2&apos; is not hexadecimal%3</source>
        <translation>l&apos;empreinte %1 «&#xa0;%2&#xa0;» n&apos;est pas hexadécimale%3</translation>
    </message>
    <message>
        <source> nor base64 of the right length</source>
        <translation> ni en base64 de la bonne longueur</translation>
    </message>
    <message>
        <source>an entry of result.%1 without a valid offset and length</source>
        <translation>une entrée de result.%1 sans décalage ni longueur valides</translation>
    </message>
</context>
<context>
    <name>Custody::HiddenAreaFinding</name>
    <message>
        <source>1 sector</source>
        <translation>1 secteur</translation>
    </message>
    <message>
        <source>%1 sectors</source>
        <translation>%1 secteurs</translation>
    </message>
    <message>
        <source>HPA of %1</source>
        <translation>HPA de %1</translation>
    </message>
    <message>
        <source>DCO of %1</source>
        <translation>DCO de %1</translation>
    </message>
    <message>
        <source>AMA of %1</source>
        <translation>AMA de %1</translation>
    </message>
    <message>
        <source>detached namespace %1 of %2</source>
        <translation>espace de noms détaché %1 de %2</translation>
    </message>
    <message>
        <source>%1 unallocated</source>
        <translation>%1 non alloués</translation>
    </message>
    <message>
        <source>A Host Protected Area (HPA) of %1 (%2) from sector %3.</source>
        <translation>Une zone protégée de l’hôte (HPA) de %1 (%2) à partir du secteur %3.</translation>
    </message>
    <message>
        <source>A Device Configuration Overlay (DCO) of %1 (%2) from sector %3.</source>
        <translation>Une surcouche de configuration du périphérique (DCO) de %1 (%2) à partir du secteur %3.</translation>
    </message>
    <message>
        <source>An Accessible Max Address below the native one: %1 (%2) from sector %3.</source>
        <translation>Une adresse maximale accessible (AMA) inférieure à l’adresse native : %1 (%2) à partir du secteur %3.</translation>
    </message>
    <message>
        <source>NVMe namespace %1 of %2 (%3) is allocated but not attached: the kernel shows no device for it.</source>
        <translation>L’espace de noms NVMe %1 de %2 (%3) est alloué mais pas attaché : le noyau n’en montre aucun périphérique.</translation>
    </message>
    <message>
        <source>%1 of the drive&apos;s capacity belongs to no NVMe namespace.</source>
        <translation>%1 de la capacité du disque n’appartiennent à aucun espace de noms NVMe.</translation>
    </message>
    <message>
        <source>detached namespace %1 of unknown size</source>
        <translation>espace de noms détaché %1 de taille inconnue</translation>
    </message>
    <message>
        <source>NVMe namespace %1, of unknown size, is allocated but not attached: the kernel shows no device for it.</source>
        <translation>L’espace de noms NVMe %1, de taille inconnue, est alloué mais pas attaché : le noyau n’en montre aucun périphérique.</translation>
    </message>
</context>
<context>
    <name>Custody::HiddenAreaStatus</name>
    <message>
        <source>checking…</source>
        <translation>vérification…</translation>
    </message>
    <message>
        <source>Custody is asking the drive, with read-only commands, whether it hides sectors from the host (HPA, DCO, detached namespaces).</source>
        <translation>Custody demande au disque, par des commandes en lecture seule, s’il cache des secteurs à l’hôte (HPA, DCO, espaces de noms détachés).</translation>
    </message>
    <message>
        <source>The drive hides no sectors from the host: it shows all %1.</source>
        <translation>Le disque ne cache aucun secteur à l’hôte&#xa0;: il montre tous ses %1.</translation>
    </message>
</context>
<context>
    <name>Custody::HiddenAreas</name>
    <message>
        <source>not checked</source>
        <translation>non vérifié</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>not a drive</source>
        <translation>pas un disque</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>%1; more unknown</source>
        <translation>%1 ; le reste inconnu</translation>
    </message>
    <message>
        <source>Not a drive (a loop device, network export, mapped device or file): it has no hidden areas of its own. Check the drive it comes from.</source>
        <translation>Pas un disque (périphérique loop, export réseau, périphérique mappé ou fichier) : il n’a pas de zones cachées propres. Vérifiez le disque dont il provient.</translation>
    </message>
    <message>
        <source>The drive refused a command that reads its size (%1). Its hidden areas cannot be told; a hardware write-blocker or duplicator may read them.</source>
        <translation>Le disque a refusé une commande qui lit sa taille (%1). Ses zones cachées ne peuvent pas être déterminées ; un bloqueur d’écriture matériel ou un duplicateur pourra peut-être les lire.</translation>
    </message>
    <message>
        <source>The device could not be opened to ask it (%1). Run Custody as root, and check that the drive is still connected.</source>
        <translation>Le périphérique n’a pas pu être ouvert pour l’interroger (%1). Lancez Custody en tant que root et vérifiez que le disque est toujours branché.</translation>
    </message>
    <message>
        <source>The drive&apos;s identify data is not valid (%1): its sizes cannot be trusted. Connect it directly to SATA and check again.</source>
        <translation>Les données d’identification du disque ne sont pas valides (%1) : ses tailles ne sont pas fiables. Branchez-le directement en SATA et vérifiez à nouveau.</translation>
    </message>
    <message>
        <source>The NVMe controller could not be asked (%1). Check the drive on a machine where the NVMe admin commands reach it.</source>
        <translation>Le contrôleur NVMe n’a pas pu être interrogé (%1). Vérifiez le disque sur une machine où les commandes d’administration NVMe l’atteignent.</translation>
    </message>
    <message>
        <source>Hidden areas could not be checked (%1).</source>
        <translation>Les zones cachées n’ont pas pu être vérifiées (%1).</translation>
    </message>
    <message>
        <source>The drive&apos;s Device Configuration Overlay is frozen (%1), as many computers leave it at start-up: whether a DCO hides sectors cannot be told. Connect the drive after the computer has started, or through a write-blocker that reads the DCO.</source>
        <translation>La Device Configuration Overlay du disque est gelée (%1), comme beaucoup d’ordinateurs la laissent au démarrage&#xa0;: on ne peut pas savoir si une DCO cache des secteurs. Branchez le disque une fois l’ordinateur démarré, ou par un bloqueur d’écriture qui lit la DCO.</translation>
    </message>
    <message>
        <source>An ATA command did not reach the drive (%1). Connect the drive directly to SATA, or through a bridge that passes ATA commands (SAT), to look for an HPA or DCO.</source>
        <translation>Une commande ATA n’a pas atteint le disque (%1). Branchez le disque directement en SATA, ou par un pont qui transmet les commandes ATA (SAT), pour rechercher une HPA ou une DCO.</translation>
    </message>
</context>
<context>
    <name>Custody::HiddenAreasText</name>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>unknown (%1)</source>
        <translation>inconnues (%1)</translation>
    </message>
    <message>
        <source>Acquired sectors 0 to %1 of the %2 the drive shows; hidden areas: %3.</source>
        <translation>Secteurs 0 à %1 acquis, sur les %2 que montre le disque&#xa0;; zones cachées&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Set out to acquire sectors 0 to %1 of the %2 the drive shows, and did not complete; hidden areas: %3.</source>
        <translation>Acquisition prévue des secteurs 0 à %1, sur les %2 que montre le disque, non terminée&#xa0;; zones cachées&#xa0;: %3.</translation>
    </message>
    <message numerus="yes">
        <source>An image of this drive holds only the sectors it shows, not the %1 hidden sector(s).</source>
        <translation>
            <numerusform>Une image de ce disque ne contient que les secteurs qu’il montre, pas le %1 secteur caché.</numerusform>
            <numerusform>Une image de ce disque ne contient que les secteurs qu’il montre, pas les %1 secteurs cachés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Custody never removes an HPA or DCO: the examiner decides, for example with a hardware write-blocker&apos;s HPA/DCO handling, and then acquires the drive again.</source>
        <translation>Custody ne supprime jamais une HPA ou une DCO&#xa0;: l’examinateur décide, par exemple avec la gestion HPA/DCO d’un bloqueur d’écriture matériel, puis acquiert de nouveau le disque.</translation>
    </message>
    <message>
        <source>A detached NVMe namespace is in no image of another namespace, and the kernel shows no device for it: it can be acquired only once attached, which the examiner decides.</source>
        <translation>Un espace de noms NVMe détaché ne figure dans l’image d’aucun autre espace de noms, et le noyau ne montre aucun périphérique pour lui&#xa0;: il ne peut être acquis qu’une fois attaché, ce que décide l’examinateur.</translation>
    </message>
    <message>
        <source>Capacity that belongs to no namespace is in no namespace&apos;s image.</source>
        <translation>La capacité qui n’appartient à aucun espace de noms ne figure dans l’image d’aucun espace de noms.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnue</translation>
    </message>
    <message>
        <source>%1 sectors</source>
        <translation>%1 secteurs</translation>
    </message>
    <message>
        <source>%1 sectors of %2 bytes (%3)</source>
        <translation>%1 secteurs de %2 octets (%3)</translation>
    </message>
    <message>
        <source>%1 Found by %2.</source>
        <translation>%1 Trouvé par %2.</translation>
    </message>
    <message>
        <source>Namespace %1: %2; the kernel shows no device for it.</source>
        <translation>Espace de noms %1&#xa0;: %2&#xa0;; le noyau ne montre aucun périphérique pour lui.</translation>
    </message>
    <message>
        <source>Namespace %1: %2, its own device %3, which can be acquired on its own.</source>
        <translation>Espace de noms %1&#xa0;: %2, son propre périphérique %3, qui peut être acquis séparément.</translation>
    </message>
    <message>
        <source>Acquired sectors 0 to %1 of the %2 sectors of %3 bytes this source shows; the drive itself shows %4; hidden areas: %5.</source>
        <translation>Secteurs 0 à %1 acquis, sur les %2 secteurs de %3 octets que montre cette source&#xa0;; le disque lui-même montre %4&#xa0;; zones cachées&#xa0;: %5.</translation>
    </message>
    <message>
        <source>Set out to acquire sectors 0 to %1 of the %2 sectors of %3 bytes this source shows, and did not complete; the drive itself shows %4; hidden areas: %5.</source>
        <translation>Acquisition prévue des secteurs 0 à %1, sur les %2 secteurs de %3 octets que montre cette source, non terminée&#xa0;; le disque lui-même montre %4&#xa0;; zones cachées&#xa0;: %5.</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryEvent</name>
    <message>
        <source>Acquisition</source>
        <translation>Acquisition</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprise</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Vérification</translation>
    </message>
    <message>
        <source>Conversion</source>
        <translation>Conversion</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapport</translation>
    </message>
    <message>
        <source>MATCH</source>
        <translation>CONCORDANCE</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>NON-CONCORDANCE</translation>
    </message>
    <message>
        <source>NOT VERIFIED</source>
        <translation>NON VÉRIFIÉ</translation>
    </message>
    <message>
        <source>INCOMPLETE</source>
        <translation>INCOMPLÈTE</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>ÉCHEC</translation>
    </message>
    <message>
        <source>CANCELLED</source>
        <translation>ANNULÉE</translation>
    </message>
    <message>
        <source>OUTPUT NOT WRITTEN</source>
        <translation>SORTIE NON ÉCRITE</translation>
    </message>
    <message>
        <source>Drive wipe</source>
        <translation>Effacement de disque</translation>
    </message>
    <message>
        <source>PASSED</source>
        <translation>RÉUSSI</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryExport</name>
    <message>
        <source>its chain is broken at row %1 (%2): nothing is exported from it</source>
        <translation>sa chaîne est rompue à la ligne %1 (%2)&#xa0;: rien n’en est exporté</translation>
    </message>
    <message>
        <source>row %1 cannot be written out as it is kept (a column this Custody does not know?): nothing is exported</source>
        <translation>la ligne %1 ne peut pas être écrite telle qu’elle est gardée (une colonne que ce Custody ne connaît pas&#xa0;?)&#xa0;: rien n’est exporté</translation>
    </message>
    <message>
        <source>not a Custody case history export (version 1)</source>
        <translation>pas un export d’historique des affaires Custody (version 1)</translation>
    </message>
    <message>
        <source>row %1 is missing: the rows go from %2 to %3</source>
        <translation>la ligne %1 manque&#xa0;: les lignes passent de %2 à %3</translation>
    </message>
    <message>
        <source>row %1 does not follow row %2</source>
        <translation>la ligne %1 ne suit pas la ligne %2</translation>
    </message>
    <message>
        <source>row %1 of the case was changed: its columns do not give its hash</source>
        <translation>la ligne %1 de l’affaire a été modifiée&#xa0;: ses colonnes ne donnent pas son hash</translation>
    </message>
    <message>
        <source>row %1 is of another case</source>
        <translation>la ligne %1 est d’une autre affaire</translation>
    </message>
    <message>
        <source>the last row is not the head the export names</source>
        <translation>la dernière ligne n’est pas la tête que nomme l’export</translation>
    </message>
    <message>
        <source>the export names %1 rows of the case, and holds %2</source>
        <translation>l’export annonce %1 lignes de l’affaire et en contient %2</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryImport</name>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 n’est pas un dossier</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: not a Custody acquisition record</source>
        <translation>%1&#xa0;: pas un enregistrement d’acquisition Custody</translation>
    </message>
    <message>
        <source>the file %1</source>
        <translation>le fichier %1</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryRecorder</name>
    <message>
        <source>Not recorded in the case history: %1 The files written are complete and unaffected; once the history can be written, Import records… in the History view adds acquisitions.</source>
        <translation>Non consigné dans l’historique des affaires&#xa0;: %1 Les fichiers écrits sont complets et intacts&#xa0;; dès que l’historique peut être écrit, «&#xa0;Importer des enregistrements…&#xa0;» dans la vue Historique ajoute les acquisitions.</translation>
    </message>
    <message numerus="yes">
        <source>Delivered %n event(s) that waited in this station&apos;s spool to the case history %1.</source>
        <translation>
            <numerusform>%n événement qui attendait dans la file locale de ce poste remis à l’historique des affaires %1.</numerusform>
            <numerusform>%n événements qui attendaient dans la file locale de ce poste remis à l’historique des affaires %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The spool is kept as %1.</source>
        <translation>La file locale est conservée sous %1.</translation>
    </message>
    <message>
        <source>The case history %1 did not take the event (%2). It waits in this station&apos;s spool %3 and is delivered, in order, with the next event recorded or within a minute of the server taking events again.</source>
        <translation>L’historique des affaires %1 n’a pas pris l’événement (%2). Il attend dans la file locale %3 de ce poste et sera remis, dans l’ordre, avec le prochain événement enregistré ou dans la minute où le serveur reprend les événements.</translation>
    </message>
    <message>
        <source>The spool stays where it is and is read again: %1</source>
        <translation>La file locale reste où elle est et sera relue : %1</translation>
    </message>
    <message>
        <source>Events still wait in this station&apos;s spool for the case history %1: %2</source>
        <translation>Des événements attendent toujours dans la file locale de ce poste pour l’historique des affaires %1 : %2</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryTableModel</name>
    <message>
        <source>Ended (UTC)</source>
        <translation>Fin (UTC)</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Affaire</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Scellé</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>Enquêteur</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Unreadable</source>
        <translation>Illisible</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>serial %1</source>
        <translation>n° de série %1</translation>
    </message>
    <message>
        <source>Arrived as %1 from %2, %3</source>
        <translation>Arrivée en tant que %1 depuis %2, %3</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryTransfer</name>
    <message>
        <source>its chain is broken at row %1 (%2): nothing was copied. Keep it as found for examination</source>
        <translation>sa chaîne est rompue à la ligne %1 (%2)&#xa0;: rien n’a été copié. Gardez-le tel quel pour examen</translation>
    </message>
    <message>
        <source>%1; nor could it wait in the spool: %2</source>
        <translation>%1&#xa0;; il n’a pas pu non plus attendre dans la file locale&#xa0;: %2</translation>
    </message>
    <message>
        <source>another Custody process of this station is delivering to the server</source>
        <translation>un autre processus Custody de ce poste est en train de remettre au serveur</translation>
    </message>
    <message>
        <source>the spool&apos;s folder cannot be locked: %1</source>
        <translation>le dossier de la file locale ne peut pas être verrouillé&#xa0;: %1</translation>
    </message>
    <message>
        <source>cannot lock the spool</source>
        <translation>impossible de verrouiller la file locale</translation>
    </message>
    <message>
        <source>SQLite&apos;s %1 is beside it: a process has it open</source>
        <translation>le %1 de SQLite est à côté : un processus l’a ouvert</translation>
    </message>
    <message>
        <source>events kept arriving in it while it was delivered</source>
        <translation>des événements ont continué d’y arriver pendant sa remise</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryView</name>
    <message>
        <source>Case history</source>
        <translation>Historique des affaires</translation>
    </message>
    <message>
        <source>Case number</source>
        <translation>Numéro d’affaire</translation>
    </message>
    <message>
        <source>Evidence number</source>
        <translation>Numéro de scellé</translation>
    </message>
    <message>
        <source>Drive serial</source>
        <translation>N° de série du disque</translation>
    </message>
    <message>
        <source>Digest (hex)</source>
        <translation>Empreinte (hex)</translation>
    </message>
    <message>
        <source>Any verdict</source>
        <translation>Tout verdict</translation>
    </message>
    <message>
        <source>Any kind</source>
        <translation>Tout type</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Until</source>
        <translation>Au</translation>
    </message>
    <message>
        <source>Open &amp;report</source>
        <translation>Ouvrir le &amp;rapport</translation>
    </message>
    <message>
        <source>Open &amp;folder</source>
        <translation>Ouvrir le &amp;dossier</translation>
    </message>
    <message>
        <source>&amp;Verify again</source>
        <translation>&amp;Vérifier à nouveau</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <source>&amp;Check chain</source>
        <translation>Vérifier la &amp;chaîne</translation>
    </message>
    <message>
        <source>&amp;Import records…</source>
        <translation>&amp;Importer des enregistrements…</translation>
    </message>
    <message>
        <source>History: %1</source>
        <translation>Historique&#xa0;: %1</translation>
    </message>
    <message>
        <source>Nothing recorded yet: Custody creates the history with its first event.</source>
        <translation>Rien de consigné pour l’instant&#xa0;: Custody crée l’historique à son premier événement.</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) found.</source>
        <translation>
            <numerusform>%n événement trouvé.</numerusform>
            <numerusform>%n événements trouvés.</numerusform>
        </translation>
    </message>
    <message>
        <source>The chain is broken at row %1: %2</source>
        <translation>La chaîne est rompue à la ligne %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s); the chain holds. Last row&apos;s hash: %1</source>
        <translation>
            <numerusform>%n ligne&#xa0;; la chaîne tient. Empreinte de la dernière ligne&#xa0;: %1</numerusform>
            <numerusform>%n lignes&#xa0;; la chaîne tient. Empreinte de la dernière ligne&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Import the acquisition records found in a folder</source>
        <translation>Importer les enregistrements d’acquisition d’un dossier</translation>
    </message>
    <message>
        <source>Imported from the folder: %1 added, %2 already there, %3 skipped.</source>
        <translation>Importé depuis le dossier&#xa0;: %1 ajoutés, %2 déjà présents, %3 ignorés.</translation>
    </message>
    <message>
        <source>Case history to use</source>
        <translation>Historique des affaires à utiliser</translation>
    </message>
    <message>
        <source>SQLite history (*.sqlite);;All files (*)</source>
        <translation>Historique SQLite (*.sqlite);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Nothing on this desktop opens %1.</source>
        <translation>Rien sur ce bureau n’ouvre %1.</translation>
    </message>
    <message>
        <source>The report %1 is not there (any more).</source>
        <translation>Le rapport %1 n’existe pas (ou plus).</translation>
    </message>
    <message>
        <source>The folder %1 is not there (any more).</source>
        <translation>Le dossier %1 n’existe pas (ou plus).</translation>
    </message>
    <message>
        <source>%1 cannot be verified again: %2</source>
        <translation>Impossible de vérifier à nouveau %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Acquisition report</source>
        <translation>Rapport d’acquisition</translation>
    </message>
    <message>
        <source>Wipe certificate</source>
        <translation>Certificat d&apos;effacement</translation>
    </message>
    <message>
        <source>The report %1 cannot be read: %2</source>
        <translation>Le rapport %1 ne peut pas être lu : %2</translation>
    </message>
    <message>
        <source>The report cannot be drawn again from its record (%1): it is shown as it was saved.</source>
        <translation>Le rapport ne peut pas être refait à partir de son enregistrement (%1) : il est affiché tel qu’il a été enregistré.</translation>
    </message>
    <message>
        <source>Custody keeps no record to draw this report again from: it is shown as it was saved.</source>
        <translation>Custody ne garde aucun enregistrement pour refaire ce rapport : il est affiché tel qu’il a été enregistré.</translation>
    </message>
    <message>
        <source>The record %1 is not there (any more): the report is shown as it was saved.</source>
        <translation>L’enregistrement %1 n’est pas (plus) là : le rapport est affiché tel qu’il a été enregistré.</translation>
    </message>
    <message>
        <source>A lab&apos;s case history</source>
        <translation>Historique des affaires d’un laboratoire</translation>
    </message>
    <message>
        <source>The lab&apos;s PostgreSQL history, as postgresql://[user@]host[:port]/database[?sslmode=verify-full]. The password is never part of it: keep it in ~/.pgpass or a service file. While the server cannot be reached, events wait in this station&apos;s spool and are delivered in order.</source>
        <translation>L’historique PostgreSQL du laboratoire, sous la forme postgresql://[utilisateur@]hôte[:port]/base[?sslmode=verify-full]. Le mot de passe n’en fait jamais partie&#xa0;: gardez-le dans ~/.pgpass ou un fichier de service. Tant que le serveur est injoignable, les événements attendent dans la file locale de ce poste et sont remis dans l’ordre.</translation>
    </message>
    <message>
        <source>Use another &amp;history</source>
        <translation>Utiliser un autre &amp;historique</translation>
    </message>
    <message>
        <source>A history &amp;file…</source>
        <translation>Un &amp;fichier d’historique…</translation>
    </message>
    <message>
        <source>A &amp;lab&apos;s history on its server…</source>
        <translation>L’historique d’un &amp;laboratoire sur son serveur…</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s); the chain holds, but its guards were changed: they may no longer refuse changes to rows. Last row&apos;s hash: %1</source>
        <translation>
            <numerusform>%n ligne ; la chaîne tient, mais ses protections ont été modifiées : elles pourraient ne plus refuser les modifications de lignes. Hachage de la dernière ligne : %1</numerusform>
            <numerusform>%n lignes ; la chaîne tient, mais ses protections ont été modifiées : elles pourraient ne plus refuser les modifications de lignes. Hachage de la dernière ligne : %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Custody::ImageConversion</name>
    <message>
        <source>only conversion to E01 is offered</source>
        <translation>seule la conversion en E01 est proposée</translation>
    </message>
    <message>
        <source>give the acquisition&apos;s record, NAME.json</source>
        <translation>indiquez le enregistrement de l’acquisition, NOM.json</translation>
    </message>
    <message>
        <source>the acquisition is not finished (or has no hashes): resume it, then convert</source>
        <translation>l’acquisition n’est pas terminée (ou n’a pas d’empreinte)&#xa0;: reprenez-la, puis convertissez</translation>
    </message>
    <message>
        <source>Converted by Custody from the %1 image of an acquisition from %2 to %3 (%4).</source>
        <translation>Converti par Custody depuis l’image (%1) d’une acquisition du %2 au %3 (%4).</translation>
    </message>
    <message>
        <source>the image holds %1 bytes, the record says %2</source>
        <translation>l’image contient %1 octets, l’enregistrement en indique %2</translation>
    </message>
    <message>
        <source>%1 is %2, the record says %3</source>
        <translation>%1 vaut %2, l’enregistrement indique %3</translation>
    </message>
    <message>
        <source>the image no longer matches its record (%1); no E01 was made</source>
        <translation>l’image ne correspond plus à son enregistrement (%1)&#xa0;; aucune E01 n’a été créée</translation>
    </message>
    <message>
        <source>this acquisition is an E01 already; to recompress it, acquire its E01 as the source</source>
        <translation>cette acquisition est déjà une E01&#xa0;; pour la recompresser, acquérez son E01 comme source</translation>
    </message>
    <message>
        <source>the image</source>
        <translation>l&apos;image</translation>
    </message>
    <message>
        <source>the E01 just made</source>
        <translation>l&apos;E01 qui vient d&apos;être faite</translation>
    </message>
    <message>
        <source>the record of the acquisition</source>
        <translation>l&apos;enregistrement de l&apos;acquisition</translation>
    </message>
    <message>
        <source>it is not a CMS signature (DER or PEM), so it is not removed with the signature of the log written anew</source>
        <translation>ce n&apos;est pas une signature CMS (DER ou PEM), elle n&apos;est donc pas retirée avec la signature du journal réécrit</translation>
    </message>
</context>
<context>
    <name>Custody::ImageFormatFields</name>
    <message>
        <source>Fast (deflate level 1)</source>
        <translation>Rapide (deflate niveau 1)</translation>
    </message>
    <message>
        <source>Best (deflate level 9, slower)</source>
        <translation>Meilleure (deflate niveau 9, plus lente)</translation>
    </message>
    <message>
        <source>Empty chunks only</source>
        <translation>Blocs vides seulement</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Raw image, one file (.dd)</source>
        <translation>Image brute, un seul fichier (.dd)</translation>
    </message>
    <message>
        <source>Split raw image (.001, .002, …)</source>
        <translation>Image brute découpée (.001, .002, …)</translation>
    </message>
    <message>
        <source>E01, Expert Witness (.E01, .E02, …)</source>
        <translation>E01, Expert Witness (.E01, .E02, …)</translation>
    </message>
    <message>
        <source>EnCase 6 layout, as ewfacquire writes it: FTK, X-Ways, Autopsy and ewf-tools open it. It stores the case details, the drive, the MD5 and SHA-1 and the unreadable ranges.</source>
        <translation>Structure EnCase 6, telle qu’ewfacquire l’écrit&#xa0;: FTK, X-Ways, Autopsy et ewf-tools l’ouvrent. Elle conserve les données de l’affaire, le disque, le MD5 et le SHA-1 et les plages illisibles.</translation>
    </message>
</context>
<context>
    <name>Custody::ImageMount</name>
    <message>
        <source>%1 is not an empty directory: give one to mount on</source>
        <translation>%1 n’est pas un dossier vide : donnez-en un où monter</translation>
    </message>
    <message>
        <source>%1 is a mount point already: give an empty directory that is not</source>
        <translation>%1 est déjà un point de montage : donnez un dossier vide qui n’en est pas un</translation>
    </message>
    <message>
        <source>mounting needs root (FUSE, loop devices and mounts)</source>
        <translation>le montage demande root (FUSE, périphériques loop et montages)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 “%2”</source>
        <translation>%1 « %2 »</translation>
    </message>
    <message>
        <source>%1 (%2): not mounted: %3</source>
        <translation>%1 (%2) : non monté : %3</translation>
    </message>
    <message>
        <source>%1 (%2): %3 (%4, through %5)</source>
        <translation>%1 (%2) : %3 (%4, via %5)</translation>
    </message>
</context>
<context>
    <name>Custody::ImageNameTemplate</name>
    <message>
        <source>%case%: the case number
%evidence%: the evidence number
%serial%: the drive&apos;s serial number
%model%: the drive&apos;s model
%device%: the device or file name
%date%: the date of the acquisition (year-month-day)</source>
        <translation>%case%&#xa0;: le numéro d’affaire
%evidence%&#xa0;: le numéro de scellé
%serial%&#xa0;: le numéro de série du disque
%model%&#xa0;: le modèle du disque
%device%&#xa0;: le nom du périphérique ou du fichier
%date%&#xa0;: la date de l’acquisition (année-mois-jour)</translation>
    </message>
</context>
<context>
    <name>Custody::ImageOutputDialog</name>
    <message>
        <source>Another image of the same read</source>
        <translation>Une autre image de la même lecture</translation>
    </message>
    <message>
        <source>Written from the same read as the main image, with the same hashes; if it fails (a full disk, a share gone) only it stops, and it can be resumed on its own.</source>
        <translation>Écrite à partir de la même lecture que l’image principale, avec les mêmes empreintes&#xa0;; si elle échoue (disque plein, partage disparu), elle seule s’arrête, et elle peut être reprise seule.</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>Dossie&amp;r&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Image name:</source>
        <translation>&amp;Nom de l&apos;image&#xa0;:</translation>
    </message>
    <message>
        <source>For&amp;mat:</source>
        <translation>&amp;Format&#xa0;:</translation>
    </message>
    <message>
        <source>Com&amp;pression:</source>
        <translation>Compress&amp;ion&#xa0;:</translation>
    </message>
    <message>
        <source>Se&amp;gment size:</source>
        <translation>Taille des se&amp;gments&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Read this image back and compare its hashes</source>
        <translation>Re&amp;lire cette image et comparer ses empreintes</translation>
    </message>
    <message>
        <source>Choose a folder for this image.</source>
        <translation>Choisissez un dossier pour cette image.</translation>
    </message>
    <message>
        <source>Give the image a name.</source>
        <translation>Donnez un nom à l&apos;image.</translation>
    </message>
    <message>
        <source>The image name must not contain &apos;/&apos;.</source>
        <translation>Le nom de l&apos;image ne doit pas contenir «&#xa0;/&#xa0;».</translation>
    </message>
    <message>
        <source>%1 is the name of another output of this acquisition: choose another name or folder.</source>
        <translation>%1 est le nom d’une autre sortie de cette acquisition&#xa0;: choisissez un autre nom ou dossier.</translation>
    </message>
    <message>
        <source>%1 does not answer: is it a network share that is slow or gone? Wait, or choose another folder.</source>
        <translation>%1 ne répond pas&#xa0;: un partage réseau lent ou déconnecté&#xa0;? Patientez, ou choisissez un autre dossier.</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>Vérification de %1…</translation>
    </message>
    <message>
        <source>The folder %1 does not exist: create it, or choose another.</source>
        <translation>Le dossier %1 n’existe pas&#xa0;: créez-le, ou choisissez-en un autre.</translation>
    </message>
    <message>
        <source>You may not write into %1.</source>
        <translation>Vous n&apos;avez pas le droit d&apos;écrire dans %1.</translation>
    </message>
    <message>
        <source>Folder of this image</source>
        <translation>Dossier de cette image</translation>
    </message>
</context>
<context>
    <name>Custody::ImageReadBack</name>
    <message>
        <source>%1 in %2 s, %3</source>
        <translation>%1 en %2&#xa0;s, %3</translation>
    </message>
    <message numerus="yes">
        <source>Read back partly through the page cache: %n page(s) of the image stayed cached (the file system keeps them, or another program maps the file), and those were compared from memory: %1.</source>
        <translation>
            <numerusform>Relue en partie à travers le cache de pages&#xa0;: %n page de l&apos;image est restée en cache (le système de fichiers la garde, ou un autre programme projette le fichier) et a été comparée depuis la mémoire&#xa0;: %1.</numerusform>
            <numerusform>Relue en partie à travers le cache de pages&#xa0;: %n pages de l&apos;image sont restées en cache (le système de fichiers les garde, ou un autre programme projette le fichier) et ont été comparées depuis la mémoire&#xa0;: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Read back through the file system after the image&apos;s pages were written out and dropped from the page cache: %1.</source>
        <translation>Relue à travers le système de fichiers après que les pages de l&apos;image ont été écrites puis libérées du cache de pages&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Read back through the page cache, perhaps from memory: writing out, dropping or counting the image&apos;s cached pages failed (%1): %2.</source>
        <translation>Relue à travers le cache de pages, peut-être depuis la mémoire&#xa0;: l&apos;écriture, la libération ou le décompte des pages de l&apos;image en cache a échoué (%1)&#xa0;: %2.</translation>
    </message>
</context>
<context>
    <name>Custody::InputLimits</name>
    <message>
        <source>%1 is %2: give a regular file of at most %3 bytes</source>
        <translation>%1 est %2&#xa0;: indiquez un fichier ordinaire d’au plus %3 octets</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>un dossier</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>un périphérique en mode caractère</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>un périphérique bloc</translation>
    </message>
    <message>
        <source>a pipe</source>
        <translation>un tube</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>autre chose qu’un fichier ordinaire</translation>
    </message>
    <message>
        <source>%1 has %2 bytes: give a regular file of at most %3 bytes</source>
        <translation>%1 fait %2 octets&#xa0;: indiquez un fichier ordinaire d’au plus %3 octets</translation>
    </message>
</context>
<context>
    <name>Custody::IscsiSource</name>
    <message>
        <source>it does not start with iscsi://</source>
        <translation>elle ne commence pas par iscsi://</translation>
    </message>
    <message>
        <source>it holds a password; give the CHAP secret in a file (--chap-file), never on the command line</source>
        <translation>elle contient un mot de passe&#xa0;; donnez le secret CHAP dans un fichier (--chap-file), jamais sur la ligne de commande</translation>
    </message>
    <message>
        <source>the user before @ is empty</source>
        <translation>l’utilisateur avant @ est vide</translation>
    </message>
    <message>
        <source>an IPv6 address without its closing ]</source>
        <translation>une adresse IPv6 sans son ] fermant</translation>
    </message>
    <message>
        <source>text after the IPv6 address</source>
        <translation>du texte après l’adresse IPv6</translation>
    </message>
    <message>
        <source>no host</source>
        <translation>aucun hôte</translation>
    </message>
    <message>
        <source>the LUN &quot;%1&quot; is not a number from 0 to 16383</source>
        <translation>la LUN «&#xa0;%1&#xa0;» n’est pas un nombre de 0 à 16383</translation>
    </message>
    <message>
        <source>it names no target and LUN</source>
        <translation>elle ne nomme ni cible ni LUN</translation>
    </message>
    <message>
        <source>--chap-file: %1 has no secret for the user &quot;%2&quot;</source>
        <translation>--chap-file&#xa0;: %1 n’a pas de secret pour l’utilisateur «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>INQUIRY failed: %1</source>
        <translation>INQUIRY a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <source>LUN %1 is a %2, not a disk Custody can read</source>
        <translation>la LUN %1 est un %2, pas un disque que Custody peut lire</translation>
    </message>
    <message>
        <source>READ CAPACITY(16) failed: %1</source>
        <translation>READ CAPACITY(16) a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 names the CHAP user %2: give the secret with --chap-file</source>
        <translation>%1 nomme l’utilisateur CHAP %2&#xa0;: donnez le secret avec --chap-file</translation>
    </message>
    <message>
        <source>libiscsi could not make a context</source>
        <translation>libiscsi n’a pas pu créer de contexte</translation>
    </message>
    <message>
        <source>discovery failed: %1</source>
        <translation>la découverte a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <source>the iSCSI URI is not one Custody can use: %1. Write iscsi://[USER@]HOST[:PORT]/TARGET-IQN/LUN</source>
        <translation>l’URI iSCSI n’est pas utilisable par Custody&#xa0;: %1. Écrivez iscsi://[UTILISATEUR@]HÔTE[:PORT]/IQN-CIBLE/LUN</translation>
    </message>
    <message>
        <source>it holds %1, where libiscsi takes a password; give the CHAP secret in a file (--chap-file), never on the command line</source>
        <translation>elle contient %1, où libiscsi prend un mot de passe&#xa0;; donnez le secret CHAP dans un fichier (--chap-file), jamais sur la ligne de commande</translation>
    </message>
    <message>
        <source>the port &quot;%1&quot; is not a number from 1 to 65535</source>
        <translation>le port «&#xa0;%1&#xa0;» n’est pas un nombre de 1 à 65535</translation>
    </message>
    <message>
        <source>the target name &quot;%1&quot; holds /</source>
        <translation>le nom de cible «&#xa0;%1&#xa0;» contient /</translation>
    </message>
    <message>
        <source>--chap-file: %1 can be read by others than its owner, or is not yours: chmod 600 it as its owner</source>
        <translation>--chap-file&#xa0;: %1 est lisible par d’autres que son propriétaire, ou n’est pas à vous&#xa0;: faites-en chmod 600 en tant que propriétaire</translation>
    </message>
    <message>
        <source>--chap-file: %1 changed while it was read</source>
        <translation>--chap-file&#xa0;: %1 a changé pendant sa lecture</translation>
    </message>
    <message>
        <source>--chap-file: %1 has more than one target line: keep one file for each target</source>
        <translation>--chap-file : %1 a plus d’une ligne target : gardez un fichier par cible</translation>
    </message>
    <message>
        <source>%1: the target did not prove itself as &quot;%2&quot; with the target secret of the CHAP file (mutual CHAP). It is not the target whose secret you hold, or it is not set up for mutual CHAP (tgt: an outgoing account; LIO: mutual_userid and mutual_password)</source>
        <translation>%1 : la cible n’a pas prouvé son identité « %2 » avec le secret de cible du fichier CHAP (CHAP mutuel). Ce n’est pas la cible dont vous détenez le secret, ou elle n’est pas configurée pour le CHAP mutuel (tgt : un compte sortant ; LIO : mutual_userid et mutual_password)</translation>
    </message>
    <message>
        <source>%1. The target was also asked to prove itself as &quot;%2&quot; (mutual CHAP): a target not set up for mutual CHAP refuses the login, as it does a wrong secret of the workstation&apos;s user</source>
        <translation>%1. Il était aussi demandé à la cible de prouver son identité « %2 » (CHAP mutuel) : une cible non configurée pour le CHAP mutuel refuse la connexion, comme pour un mauvais secret de l’utilisateur du poste</translation>
    </message>
    <message>
        <source>--chap-file: %1 gives the target the user&apos;s own secret: mutual CHAP needs a secret of its own for each side</source>
        <translation>--chap-file : %1 donne à la cible le secret propre de l’utilisateur : le CHAP mutuel demande un secret propre à chaque côté</translation>
    </message>
    <message>
        <source>--chap-file: %1 has a line that is not username:secret or target username:secret (a name with &apos;:&apos; in it, such as an iSCSI name, in double quotes: &quot;iqn.…:host&quot;:secret)</source>
        <translation>--chap-file : %1 a une ligne qui n’est ni utilisateur:secret ni target utilisateur:secret (un nom contenant &apos;:&apos;, comme un nom iSCSI, entre guillemets droits : &quot;iqn.…:host&quot;:secret)</translation>
    </message>
    <message numerus="yes">
        <source>--chap-file: %1 holds %n user(s): name the one to use in the URI (iscsi://USER@HOST/…), or keep one file per user (a name with &apos;:&apos; in it, such as an iSCSI name, cannot be written in a URI)</source>
        <translation>
            <numerusform>--chap-file : %1 contient %n utilisateur : nommez celui à utiliser dans l’URI (iscsi://UTILISATEUR@HÔTE/…) ou gardez un fichier par utilisateur (un nom contenant &apos;:&apos;, comme un nom iSCSI, ne peut pas s’écrire dans une URI)</numerusform>
            <numerusform>--chap-file : %1 contient %n utilisateurs : nommez celui à utiliser dans l’URI (iscsi://UTILISATEUR@HÔTE/…) ou gardez un fichier par utilisateur (un nom contenant &apos;:&apos;, comme un nom iSCSI, ne peut pas s’écrire dans une URI)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Custody::JobQueue</name>
    <message>
        <source>%1 is not connected; gives up at %2</source>
        <translation>%1 n’est pas branché&#xa0;; abandon à %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 was not connected within %n minute(s)</source>
        <translation>
            <numerusform>%1 n’a pas été branché en %n minute</numerusform>
            <numerusform>%1 n’a pas été branché en %n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 was not connected within %n second(s)</source>
        <translation>
            <numerusform>%1 n’a pas été branché en %n seconde</numerusform>
            <numerusform>%1 n’a pas été branché en %n secondes</numerusform>
        </translation>
    </message>
    <message>
        <source>it did not start</source>
        <translation>elle n’a pas démarré</translation>
    </message>
    <message>
        <source>the saved queue is not a JSON array (%1)</source>
        <translation>la file d’attente enregistrée n’est pas un tableau JSON (%1)</translation>
    </message>
    <message>
        <source>the saved queue</source>
        <translation>la file d’attente enregistrée</translation>
    </message>
    <message>
        <source>%1 is not connected</source>
        <translation>%1 n’est pas branché</translation>
    </message>
    <message>
        <source>not one job</source>
        <translation>pas une seule tâche</translation>
    </message>
</context>
<context>
    <name>Custody::JobStatus</name>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Preparing</source>
        <translation>Préparation</translation>
    </message>
    <message>
        <source>Acquiring</source>
        <translation>Acquisition en cours</translation>
    </message>
    <message>
        <source>Verifying (reading back)</source>
        <translation>Vérification (relecture)</translation>
    </message>
    <message>
        <source>Verifying</source>
        <translation>Vérification</translation>
    </message>
    <message>
        <source>Writing outputs</source>
        <translation>Écriture des sorties</translation>
    </message>
    <message>
        <source>Stopping</source>
        <translation>Arrêt en cours</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <source>Stopped (resumable)</source>
        <translation>Arrêtée (reprise possible)</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Arrêtée</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Échouée</translation>
    </message>
    <message>
        <source>Verifying (reading the source again)</source>
        <translation>Vérification (relecture de la source)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>preparing</source>
        <translation>préparation</translation>
    </message>
    <message>
        <source>reading back the image</source>
        <translation>relecture de l’image</translation>
    </message>
    <message>
        <source>reading the image</source>
        <translation>lecture de l’image</translation>
    </message>
    <message>
        <source>reading the source again</source>
        <translation>relecture de la source</translation>
    </message>
    <message>
        <source>writing outputs</source>
        <translation>écriture des sorties</translation>
    </message>
    <message>
        <source>stopping</source>
        <translation>arrêt en cours</translation>
    </message>
    <message>
        <source>copying (pass %1)</source>
        <translation>copie (passe %1)</translation>
    </message>
    <message>
        <source>trimming</source>
        <translation>rognage</translation>
    </message>
    <message>
        <source>scraping</source>
        <translation>grattage</translation>
    </message>
    <message>
        <source>retrying (pass %1)</source>
        <translation>nouvelle tentative (passe %1)</translation>
    </message>
    <message>
        <source>filling</source>
        <translation>remplissage</translation>
    </message>
    <message>
        <source>approximate</source>
        <translation>approximation</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · step %2 of %3: %4</source>
        <translation>%1 · étape %2 sur %3&#xa0;: %4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>%1 (%2 of %3 bytes)</source>
        <translation>%1 (%2 sur %3 octets)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Wiping</source>
        <translation>Effacement</translation>
    </message>
    <message>
        <source>Writing the certificate</source>
        <translation>Écriture du certificat</translation>
    </message>
    <message>
        <source>writing the pattern</source>
        <translation>écriture du motif</translation>
    </message>
    <message>
        <source>reading the drive back</source>
        <translation>relecture du disque</translation>
    </message>
    <message>
        <source>writing the certificate</source>
        <translation>écriture du certificat</translation>
    </message>
    <message>
        <source>%1 (priority %2)</source>
        <translation>%1 (priorité %2)</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>En file d’attente</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <source>Waiting for the drive</source>
        <translation>Attend le disque</translation>
    </message>
    <message>
        <source>Not run</source>
        <translation>Non exécutée</translation>
    </message>
    <message>
        <source>Converting</source>
        <translation>Conversion en cours</translation>
    </message>
    <message>
        <source>writing the E01, checking the hashes</source>
        <translation>écriture de l’E01, vérification des empreintes</translation>
    </message>
</context>
<context>
    <name>Custody::JobTableModel</name>
    <message>
        <source>Job</source>
        <translation>Tâche</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Image / hashlog</source>
        <translation>Image / journal de hachage</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progression</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Débit</translation>
    </message>
    <message>
        <source>Remaining</source>
        <translation>Restant</translation>
    </message>
    <message>
        <source>Bad / differing</source>
        <translation>Défectueux / différents</translation>
    </message>
    <message>
        <source>Acquisition</source>
        <translation>Acquisition</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Vérification</translation>
    </message>
    <message>
        <source>Unreadable sectors of an acquisition; windows that differ from the hashlog in a verification; sectors that failed in a wipe</source>
        <translation>Secteurs illisibles d&apos;une acquisition&#xa0;; fenêtres qui diffèrent du journal de hachage lors d&apos;une vérification&#xa0;; secteurs en échec lors d&apos;un effacement</translation>
    </message>
    <message>
        <source>The image written (an acquisition), the hashlogs checked against (a verification) or the certificate written (a wipe)</source>
        <translation>L&apos;image écrite (acquisition), les journaux de hachage de référence (vérification) ou le certificat écrit (effacement)</translation>
    </message>
    <message>
        <source>Wipe</source>
        <translation>Effacement</translation>
    </message>
    <message>
        <source>Conversion</source>
        <translation>Conversion</translation>
    </message>
</context>
<context>
    <name>Custody::JobsView</name>
    <message>
        <source>Jobs</source>
        <translation>Tâches</translation>
    </message>
</context>
<context>
    <name>Custody::LayoutText</name>
    <message>
        <source>“%1”</source>
        <translation>« %1 »</translation>
    </message>
    <message>
        <source>the whole medium</source>
        <translation>le support entier</translation>
    </message>
    <message>
        <source>partition %1</source>
        <translation>partition %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>GPT</source>
        <translation>GPT</translation>
    </message>
    <message>
        <source>GPT, disk GUID %1</source>
        <translation>GPT, GUID du disque %1</translation>
    </message>
    <message>
        <source>MBR (DOS)</source>
        <translation>MBR (DOS)</translation>
    </message>
    <message>
        <source>MBR (DOS), disk identifier %1</source>
        <translation>MBR (DOS), identifiant du disque %1</translation>
    </message>
    <message>
        <source>%1, identifier %2</source>
        <translation>%1, identifiant %2</translation>
    </message>
    <message>
        <source>type %1</source>
        <translation>type %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>label %1</source>
        <translation>nom de volume %1</translation>
    </message>
    <message>
        <source>UUID %1</source>
        <translation>UUID %1</translation>
    </message>
    <message>
        <source>encrypted: %1</source>
        <translation>chiffré : %1</translation>
    </message>
    <message>
        <source>%1 (an APFS container: whether its volumes are FileVault-encrypted is not told by the container)</source>
        <translation>%1 (un conteneur APFS : le conteneur ne dit pas si ses volumes sont chiffrés par FileVault)</translation>
    </message>
    <message>
        <source>no known signature, random-looking bytes (%1 bits per byte in %2 sampled): encrypted without a header (VeraCrypt, a LUKS volume with a detached header), compressed, or overwritten with random data</source>
        <translation>aucune signature connue, octets d’apparence aléatoire (%1 bits par octet sur %2 échantillonnés) : chiffré sans en-tête (VeraCrypt, un volume LUKS à en-tête détaché), compressé, ou écrasé par des données aléatoires</translation>
    </message>
    <message>
        <source>no known signature, only zeros in %1 sampled</source>
        <translation>aucune signature connue, uniquement des zéros sur %1 échantillonnés</translation>
    </message>
    <message>
        <source>no known signature</source>
        <translation>aucune signature connue</translation>
    </message>
    <message>
        <source>ambiguous: %1</source>
        <translation>ambigu : %1</translation>
    </message>
    <message>
        <source>could not be read: %1</source>
        <translation>illisible : %1</translation>
    </message>
    <message>
        <source>Partition %1: sectors %2 to %3 (%4), %5</source>
        <translation>Partition %1 : secteurs %2 à %3 (%4), %5</translation>
    </message>
    <message>
        <source>, name %1</source>
        <translation>, nom %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Whole medium (%1): %2</source>
        <translation>Support entier (%1) : %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>APFS</source>
        <translation>APFS</translation>
    </message>
    <message>
        <source>random-looking, no signature</source>
        <translation>d’apparence aléatoire, sans signature</translation>
    </message>
    <message>
        <source>Layout at acquisition</source>
        <translation>Structure lors de l’acquisition</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Structure</translation>
    </message>
    <message>
        <source>Partition table</source>
        <translation>Table de partitions</translation>
    </message>
    <message>
        <source>Whole medium</source>
        <translation>Support entier</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>First sector</source>
        <translation>Premier secteur</translation>
    </message>
    <message>
        <source>Last sector</source>
        <translation>Dernier secteur</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Contenu</translation>
    </message>
    <message>
        <source>Encrypted volumes</source>
        <translation>Volumes chiffrés</translation>
    </message>
    <message>
        <source>holds the logical partitions listed after it</source>
        <translation>contient les partitions logiques listées après elle</translation>
    </message>
    <message>
        <source>not read: %1</source>
        <translation>non lu : %1</translation>
    </message>
    <message>
        <source>Encrypted: %1. The image will hold these volumes as they are on the medium, unreadable without their key or passphrase.</source>
        <translation>Chiffré : %1. L’image contiendra ces volumes tels qu’ils sont sur le support, illisibles sans leur clé ou leur phrase secrète.</translation>
    </message>
    <message>
        <source>Possibly encrypted: %1. These may be encrypted (an APFS container&apos;s volumes by FileVault; random-looking bytes by a tool that writes no header), or compressed or wiped.</source>
        <translation>Peut-être chiffré : %1. Ils peuvent être chiffrés (les volumes d’un conteneur APFS par FileVault ; des octets d’apparence aléatoire par un outil qui n’écrit pas d’en-tête), ou compressés ou effacés.</translation>
    </message>
    <message>
        <source>If the computer is running and the volumes are unlocked, consider capturing its memory and the unlocked volumes before turning it off.</source>
        <translation>Si l’ordinateur est allumé et les volumes déverrouillés, envisagez de capturer sa mémoire et les volumes déverrouillés avant de l’éteindre.</translation>
    </message>
</context>
<context>
    <name>Custody::MainWindow</name>
    <message>
        <source>Custody — forensic disk imager</source>
        <translation>Custody — outil forensique d&apos;imagerie disque</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Disques</translation>
    </message>
    <message>
        <source>Drives cannot be listed</source>
        <translation>Impossible de lister les disques</translation>
    </message>
    <message>
        <source>Drives listed by the %1 backend</source>
        <translation>Disques listés par le backend %1</translation>
    </message>
    <message>
        <source>&amp;Acquire…</source>
        <translation>&amp;Acquérir…</translation>
    </message>
    <message>
        <source>Image the selected drive (Ctrl+N)</source>
        <translation>Créer l&apos;image du disque sélectionné (Ctrl+N)</translation>
    </message>
    <message>
        <source>Add &amp;image or file as source…</source>
        <translation>Ajouter une &amp;image ou un fichier comme source…</translation>
    </message>
    <message>
        <source>Image an existing image file, a loop device or any other file (Ctrl+O)</source>
        <translation>Créer l&apos;image d&apos;un fichier image existant, d&apos;un périphérique loop ou de tout autre fichier (Ctrl+O)</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <source>A&amp;bout Custody</source>
        <translation>À &amp;propos de Custody</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Barre d&apos;outils principale</translation>
    </message>
    <message>
        <source>No access to %1</source>
        <translation>Pas d&apos;accès à %1</translation>
    </message>
    <message>
        <source>Image or file to acquire</source>
        <translation>Image ou fichier à acquérir</translation>
    </message>
    <message>
        <source>Acquisition running</source>
        <translation>Acquisition en cours</translation>
    </message>
    <message>
        <source>Cancel the acquisition before closing its tab.</source>
        <translation>Annulez l&apos;acquisition avant de fermer son onglet.</translation>
    </message>
    <message>
        <source>About Custody</source>
        <translation>À propos de Custody</translation>
    </message>
    <message>
        <source>Acquisitions running</source>
        <translation>Acquisitions en cours</translation>
    </message>
    <message numerus="yes">
        <source>%n acquisition(s) still running. Stop them and quit? Their images and maps are kept and can be resumed.</source>
        <translation>
            <numerusform>%n acquisition est encore en cours. L&apos;arrêter et quitter&#xa0;? Son image et sa carte sont conservées et pourront être reprises.</numerusform>
            <numerusform>%n acquisitions sont encore en cours. Les arrêter et quitter&#xa0;? Leurs images et leurs cartes sont conservées et pourront être reprises.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is being acquired in another tab already.</source>
        <translation>%1 est déjà en cours d&apos;acquisition dans un autre onglet.</translation>
    </message>
    <message>
        <source>Another acquisition is writing into %1 already.</source>
        <translation>Une autre acquisition écrit déjà dans %1.</translation>
    </message>
    <message>
        <source>Acquisition not started</source>
        <translation>Acquisition non démarrée</translation>
    </message>
    <message>
        <source>Stopping the acquisitions: saving their images, maps and records…</source>
        <translation>Arrêt des acquisitions&#xa0;: enregistrement de leurs images, cartes et enregistrements…</translation>
    </message>
    <message>
        <source>Check an image against the hashlogs of Custody or another tool (Ctrl+Shift+V)</source>
        <translation>Vérifier une image avec les journaux d&apos;empreintes de Custody ou d&apos;un autre outil (Ctrl+Maj+V)</translation>
    </message>
    <message>
        <source>V&amp;erify image…</source>
        <translation>Vérifi&amp;er une image…</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Custody %1&lt;/h3&gt;&lt;p&gt;A forensic disk imager.&lt;/p&gt;&lt;p&gt;%2&lt;br&gt;Git revision %3&lt;br&gt;Drives listed by the %4 backend&lt;/p&gt;&lt;p&gt;Custody is open-source software. It uses Qt, under the GNU Lesser General Public License version 3 (Qt Charts under the GNU General Public License version 3), and OpenSSL, under the Apache License 2.0.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Custody %1&lt;/h3&gt;&lt;p&gt;Un outil forensique de création d&apos;images disque.&lt;/p&gt;&lt;p&gt;%2&lt;br&gt;Révision git %3&lt;br&gt;Disques listés par le moteur %4&lt;/p&gt;&lt;p&gt;Custody est un logiciel open source. Il utilise Qt, sous la GNU Lesser General Public License version 3 (Qt Charts sous la GNU General Public License version 3), et OpenSSL, sous la licence Apache 2.0.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Close tab</source>
        <translation>&amp;Fermer l&apos;onglet</translation>
    </message>
    <message>
        <source>&amp;Next tab</source>
        <translation>Onglet &amp;suivant</translation>
    </message>
    <message>
        <source>&amp;Previous tab</source>
        <translation>Onglet &amp;précédent</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Drive &amp;details</source>
        <translation>&amp;Détails du disque</translation>
    </message>
    <message>
        <source>Show the selected drive&apos;s details beside the list (F9)</source>
        <translation>Afficher les détails du disque sélectionné à côté de la liste (F9)</translation>
    </message>
    <message>
        <source>Still looking at %1</source>
        <translation>%1 encore en cours d’examen</translation>
    </message>
    <message>
        <source>Custody is still checking whether this computer runs from %1. Try again in a moment.</source>
        <translation>Custody vérifie encore si cet ordinateur fonctionne depuis %1. Réessayez dans un instant.</translation>
    </message>
    <message>
        <source>Add &amp;network source…</source>
        <translation>Ajouter une source &amp;réseau…</translation>
    </message>
    <message>
        <source>Add a drive of another machine, exported read-only over NBD (nbdkit, qemu-nbd)</source>
        <translation>Ajouter un disque d’une autre machine, exporté en lecture seule par NBD (nbdkit, qemu-nbd)</translation>
    </message>
    <message>
        <source>Take the selected network drive off the list</source>
        <translation>Retirer de la liste le disque réseau sélectionné</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Historique</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>&amp;Signing identity…</source>
        <translation>Identité de &amp;signature…</translation>
    </message>
    <message>
        <source>The key and certificate with which Custody signs what it writes</source>
        <translation>La clé et le certificat avec lesquels Custody signe ce qu’il écrit</translation>
    </message>
    <message>
        <source>Signed as %1: %2</source>
        <translation>Signé en tant que %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Not signed, although a signing identity is set (File → Signing identity…): %1. %2</source>
        <translation>Non signé, bien qu&apos;une identité de signature soit définie (Fichier → Identité de signature…)&#xa0;: %1. %2</translation>
    </message>
    <message>
        <source>The acquisition log %1 does not say so either: %2</source>
        <translation>Le journal d&apos;acquisition %1 ne le mentionne pas non plus&#xa0;: %2</translation>
    </message>
    <message>
        <source>The acquisition log %1 says so, but could not be signed again, so its signature was removed: %2</source>
        <translation>Le journal d&apos;acquisition %1 le mentionne, mais n&apos;a pas pu être signé à nouveau&#xa0;; sa signature a donc été supprimée&#xa0;: %2</translation>
    </message>
    <message>
        <source>the signed log says it was signed, but its signature is not there</source>
        <translation>le journal signé indique que le fichier a été signé, mais sa signature est absente</translation>
    </message>
    <message>
        <source>the signed log says it was signed, but it is not there</source>
        <translation>le journal signé indique que le fichier a été signé, mais il est absent</translation>
    </message>
    <message>
        <source>signed with another certificate than the signed log names</source>
        <translation>signé avec un autre certificat que celui que nomme le journal signé</translation>
    </message>
    <message>
        <source>changed since it was signed</source>
        <translation>modifié depuis sa signature</translation>
    </message>
    <message>
        <source>%1 does not answer: is it on a network share that is slow or gone? Wait, or choose another file.</source>
        <translation>%1 ne répond pas&#xa0;: le fichier est-il sur un partage réseau lent ou déconnecté&#xa0;? Patientez, ou choisissez un autre fichier.</translation>
    </message>
    <message>
        <source>Looking at %1…</source>
        <translation>Examen de %1…</translation>
    </message>
    <message>
        <source>Finishing writing signatures, reports and logs: Custody closes when they are written…</source>
        <translation>Écriture des signatures, rapports et journaux en cours : Custody se ferme dès qu’ils sont écrits…</translation>
    </message>
    <message>
        <source>&amp;Drives</source>
        <translation>Dis&amp;ques</translation>
    </message>
    <message>
        <source>&amp;Jobs (%1, %2 running)</source>
        <translation>&amp;Tâches (%1, %2 en cours)</translation>
    </message>
    <message>
        <source>&amp;Jobs (%1)</source>
        <translation>&amp;Tâches (%1)</translation>
    </message>
    <message>
        <source>Close &amp;finished tabs</source>
        <translation>Fermer les onglets &amp;terminés</translation>
    </message>
    <message>
        <source>Close the tab of every acquisition and verification that has ended; their records, logs and reports stay on disk and in the history</source>
        <translation>Ferme l&apos;onglet de chaque acquisition et vérification terminée&#xa0;; leurs enregistrements, journaux et rapports restent sur le disque et dans l&apos;historique</translation>
    </message>
    <message>
        <source>&amp;Tabs</source>
        <translation>&amp;Onglets</translation>
    </message>
    <message>
        <source>All tabs</source>
        <translation>Tous les onglets</translation>
    </message>
    <message>
        <source>Go to any tab, or close the finished ones</source>
        <translation>Aller à un onglet, ou fermer ceux qui sont terminés</translation>
    </message>
    <message>
        <source>Custody — History</source>
        <translation>Custody — Historique</translation>
    </message>
    <message>
        <source>The case history: every acquisition, verification, conversion and report, searchable, in a window of its own</source>
        <translation>L&apos;historique des affaires&#xa0;: chaque acquisition, vérification, conversion et rapport, consultable, dans une fenêtre à part</translation>
    </message>
    <message>
        <source>Will not be signed: no signing identity is set (File → Signing identity…)</source>
        <translation>Ne sera pas signé&#xa0;: aucune identité de signature n’est définie (Fichier → Identité de signature…)</translation>
    </message>
    <message>
        <source>Will be signed by %1</source>
        <translation>Sera signé par %1</translation>
    </message>
    <message>
        <source>Will not be signed: %1</source>
        <translation>Ne sera pas signé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Will be signed once the signing key is opened</source>
        <translation>Sera signé une fois la clé de signature ouverte</translation>
    </message>
    <message>
        <source>Signed by %1: %2</source>
        <translation>Signé par %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Not signed: no signing identity is set (File → Signing identity…)</source>
        <translation>Non signé&#xa0;: aucune identité de signature n’est définie (Fichier → Identité de signature…)</translation>
    </message>
    <message>
        <source>Not signed: not every file of the acquisition was written</source>
        <translation>Non signé&#xa0;: certains fichiers de l’acquisition n’ont pas été écrits</translation>
    </message>
    <message>
        <source>Still writing</source>
        <translation>Écriture en cours</translation>
    </message>
    <message>
        <source>A conversion to E01 or a report of this acquisition is being written: let it finish before closing its tab.</source>
        <translation>Une conversion en E01 ou un rapport de cette acquisition est en cours d&apos;écriture&#xa0;: laissez-la se terminer avant de fermer son onglet.</translation>
    </message>
    <message>
        <source>Read SMART and the hidden areas again for every drive of this workstation (F5)</source>
        <translation>Relire SMART et les zones cachées de chaque disque de ce poste (F5)</translation>
    </message>
    <message>
        <source>&amp;Prepare drive…</source>
        <translation>&amp;Préparer le disque…</translation>
    </message>
    <message>
        <source>Wipe running</source>
        <translation>Effacement en cours</translation>
    </message>
    <message>
        <source>Cancel the wipe, or let its certificate be written, before closing its tab.</source>
        <translation>Annulez l&apos;effacement, ou laissez son certificat s&apos;écrire, avant de fermer son onglet.</translation>
    </message>
    <message>
        <source>Wipes running</source>
        <translation>Effacements en cours</translation>
    </message>
    <message numerus="yes">
        <source>%n wipe(s) still running. Stop them and quit? The drives will not be sterile; each certificate says how far its wipe got.</source>
        <translation>
            <numerusform>%n effacement est encore en cours. L&apos;arrêter et quitter&#xa0;? Le disque ne sera pas stérile&#xa0;; le certificat dira jusqu&apos;où l&apos;effacement est allé.</numerusform>
            <numerusform>%n effacements sont encore en cours. Les arrêter et quitter&#xa0;? Les disques ne seront pas stériles&#xa0;; chaque certificat dira jusqu&apos;où son effacement est allé.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping the wipes: writing their certificates…</source>
        <translation>Arrêt des effacements&#xa0;: écriture de leurs certificats…</translation>
    </message>
    <message>
        <source>%1 is being wiped in another tab.</source>
        <translation>%1 est déjà en cours d&apos;effacement dans un autre onglet.</translation>
    </message>
    <message>
        <source>Wipe the selected drive and read it back, or check that it holds a pattern, with a certificate</source>
        <translation>Effacer le disque sélectionné et le relire, ou vérifier qu&apos;il contient un motif, avec un certificat</translation>
    </message>
    <message>
        <source>Select a drive to prepare</source>
        <translation>Sélectionnez un disque à préparer</translation>
    </message>
    <message>
        <source>A drive of another machine is only ever read, never prepared</source>
        <translation>Un disque d&apos;une autre machine est seulement lu, jamais préparé</translation>
    </message>
    <message>
        <source>Checking whether %1 may be overwritten…</source>
        <translation>Vérification que %1 peut être écrasé…</translation>
    </message>
    <message>
        <source>%1 is being acquired in another tab.</source>
        <translation>%1 est déjà en cours d&apos;acquisition dans un autre onglet.</translation>
    </message>
    <message>
        <source>Wipe not started</source>
        <translation>Effacement non démarré</translation>
    </message>
    <message>
        <source>The wipe&apos;s certificate %1 does not say so either: %2</source>
        <translation>Le certificat d&apos;effacement %1 ne le mentionne pas non plus&#xa0;: %2</translation>
    </message>
    <message>
        <source>The wipe&apos;s certificate %1 says so, but could not be signed again, so its signature was removed: %2</source>
        <translation>Le certificat d&apos;effacement %1 le mentionne, mais n&apos;a pas pu être signé à nouveau&#xa0;; sa signature a donc été supprimée&#xa0;: %2</translation>
    </message>
    <message>
        <source>The program %1 ran after the acquisition into %2.</source>
        <translation>Le programme %1 a été lancé après l&apos;acquisition vers %2.</translation>
    </message>
    <message>
        <source>WARNING: the program %1 did not succeed after the acquisition into %2 (%3); the acquisition&apos;s outcome is as its tab shows.</source>
        <translation>ATTENTION : le programme %1 a échoué après l&apos;acquisition vers %2 (%3) ; le résultat de l&apos;acquisition est celui qu&apos;affiche son onglet.</translation>
    </message>
    <message>
        <source>Its run is not in the log: %1</source>
        <translation>Son exécution ne figure pas dans le journal : %1</translation>
    </message>
    <message>
        <source>Its run is not in the log: the log there is an earlier run&apos;s (not every file of this run could be written).</source>
        <translation>Son exécution ne figure pas dans le journal : ce journal est celui d&apos;une exécution antérieure (tous les fichiers de celle-ci n&apos;ont pas pu être écrits).</translation>
    </message>
    <message>
        <source>Not signed: the program run when the acquisition ended put something else at %1.</source>
        <translation>Non signé : le programme lancé à la fin de l&apos;acquisition a mis autre chose à la place de %1.</translation>
    </message>
    <message>
        <source>the clone onto %1 carries no confirmed drive</source>
        <translation>le clone sur %1 ne porte aucun disque confirmé</translation>
    </message>
    <message>
        <source>a %1 job is not kept by the window</source>
        <translation>une tâche %1 n’est pas conservée par la fenêtre</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Keep the selected job in the queue without starting it</source>
        <translation>Garder la tâche sélectionnée dans la file sans la démarrer</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>Let the selected paused job start when its turn comes</source>
        <translation>Laisser la tâche en pause sélectionnée démarrer à son tour</translation>
    </message>
    <message>
        <source>Raise p&amp;riority</source>
        <translation>Augmenter la p&amp;riorité</translation>
    </message>
    <message>
        <source>Start the selected job before the queued jobs of lower priority</source>
        <translation>Démarrer la tâche sélectionnée avant les tâches en attente de priorité plus basse</translation>
    </message>
    <message>
        <source>&amp;Lower priority</source>
        <translation>&amp;Baisser la priorité</translation>
    </message>
    <message>
        <source>Start the selected job after the queued jobs of higher priority</source>
        <translation>Démarrer la tâche sélectionnée après les tâches en attente de priorité plus haute</translation>
    </message>
    <message>
        <source>Re&amp;move from queue</source>
        <translation>Re&amp;tirer de la file</translation>
    </message>
    <message>
        <source>Take the selected job out of the queue without running it</source>
        <translation>Retirer la tâche sélectionnée de la file sans l’exécuter</translation>
    </message>
    <message>
        <source>Jobs kept from the last run</source>
        <translation>Tâches conservées de la dernière session</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) were waiting in the queue when Custody was closed:</source>
        <translation>
            <numerusform>%n tâche attendait dans la file quand Custody a été fermé&#xa0;:</numerusform>
            <numerusform>%n tâches attendaient dans la file quand Custody a été fermé&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Queue them to run</source>
        <translation>Les mettre en &amp;file pour exécution</translation>
    </message>
    <message>
        <source>&amp;Keep them paused</source>
        <translation>Les &amp;garder en pause</translation>
    </message>
    <message>
        <source>&amp;Discard them</source>
        <translation>Les &amp;abandonner</translation>
    </message>
    <message>
        <source>Acquisition not queued</source>
        <translation>Acquisition non mise en file</translation>
    </message>
    <message>
        <source>%1 is not queued: %2</source>
        <translation>%1 n’est pas mise en file&#xa0;: %2</translation>
    </message>
    <message>
        <source>Queue not restored</source>
        <translation>File non restaurée</translation>
    </message>
    <message>
        <source>The jobs kept from the last run cannot be read: %1. They are discarded; nothing of them was started.</source>
        <translation>Les tâches conservées de la dernière session ne peuvent pas être lues&#xa0;: %1. Elles sont abandonnées&#xa0;; aucune n’a été démarrée.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Jobs not restored</source>
        <translation>Tâches non restaurées</translation>
    </message>
    <message>
        <source>These kept jobs cannot be queued again and are discarded:
%1</source>
        <translation>Ces tâches conservées ne peuvent pas être remises en file et sont abandonnées&#xa0;:
%1</translation>
    </message>
    <message>
        <source>The jobs kept from the last run were discarded.</source>
        <translation>Les tâches conservées de la dernière session ont été abandonnées.</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) kept from the last run are in the queue.</source>
        <translation>
            <numerusform>%n tâche conservée de la dernière session est dans la file.</numerusform>
            <numerusform>%n tâches conservées de la dernière session sont dans la file.</numerusform>
        </translation>
    </message>
    <message>
        <source>A running job writes these files or reads or writes this drive.</source>
        <translation>Une tâche en cours écrit ces fichiers ou lit ou écrit ce disque.</translation>
    </message>
    <message>
        <source>A job in the queue writes these files or reads or writes this drive: %1.</source>
        <translation>Une tâche de la file écrit ces fichiers ou lit ou écrit ce disque&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Wipe not queued</source>
        <translation>Effacement non mis en file</translation>
    </message>
    <message>
        <source>How many queued jobs run at once, on one disk, how long a job waits for its drive, and the status file for a lab&apos;s dashboard</source>
        <translation>Combien de tâches en file s’exécutent à la fois, sur un disque, combien de temps une tâche attend son disque, et le fichier d’état pour le tableau de bord d’un laboratoire</translation>
    </message>
    <message>
        <source>A program of the lab&apos;s that runs when each acquisition, verification or wipe has ended</source>
        <translation>Un programme du laboratoire qui s’exécute à la fin de chaque acquisition, vérification ou effacement</translation>
    </message>
    <message>
        <source>Images still mounted</source>
        <translation>Images encore montées</translation>
    </message>
    <message>
        <source>Still mounted, in use: %1. Close what uses them (a file manager, a shell inside), then quit again.</source>
        <translation>Encore montées, utilisées : %1. Fermez ce qui les utilise (un gestionnaire de fichiers, un shell à l’intérieur), puis quittez à nouveau.</translation>
    </message>
    <message>
        <source>&amp;Mount image read-only…</source>
        <translation>&amp;Monter une image en lecture seule…</translation>
    </message>
    <message>
        <source>Show an image (raw, split or E01) read-only in an empty folder, with each file system it holds mounted read-only</source>
        <translation>Afficher une image (brute, segmentée ou E01) en lecture seule dans un dossier vide, chaque système de fichiers qu’elle contient monté en lecture seule</translation>
    </message>
    <message>
        <source>Mounted &amp;images</source>
        <translation>&amp;Images montées</translation>
    </message>
    <message>
        <source>The images mounted read-only: open their folders, unmount</source>
        <translation>Les images montées en lecture seule : ouvrir leurs dossiers, démonter</translation>
    </message>
    <message>
        <source>A mount or an unmount is under way: quit again when it has ended.</source>
        <translation>Un montage ou un démontage est en cours : quittez à nouveau quand il sera terminé.</translation>
    </message>
    <message>
        <source>Signal %1 received: quitting, as Quit does.</source>
        <translation>Signal %1 reçu : fermeture, comme avec Quitter.</translation>
    </message>
    <message>
        <source>Quitting: a mount or an unmount is under way.</source>
        <translation>Fermeture : un montage ou un démontage est en cours.</translation>
    </message>
    <message>
        <source>Quitting: still mounted, in use: %1. Custody quits once nothing uses them.</source>
        <translation>Fermeture : encore monté et utilisé : %1. Custody se ferme dès que plus rien ne les utilise.</translation>
    </message>
    <message>
        <source>&amp;Remove network source</source>
        <translation>Re&amp;tirer la source réseau</translation>
    </message>
    <message>
        <source>Pro&amp;gram when a job ends…</source>
        <translation>Pro&amp;gramme à la fin d’une tâche…</translation>
    </message>
    <message>
        <source>&amp;Job queue…</source>
        <translation>&amp;File des tâches…</translation>
    </message>
    <message>
        <source>Another Custody window keeps the job queue for the next start: the jobs queued in this window are not kept when it closes.</source>
        <translation>Une autre fenêtre de Custody conserve la file des tâches pour le prochain démarrage : les tâches mises en file dans cette fenêtre ne sont pas conservées à sa fermeture.</translation>
    </message>
    <message>
        <source>The job queue is not kept for the next start: this window cannot tell whether another keeps it. The jobs queued in this window are not kept when it closes.</source>
        <translation>La file des tâches n’est pas conservée pour le prochain démarrage : cette fenêtre ne peut pas savoir si une autre la conserve. Les tâches mises en file dans cette fenêtre ne sont pas conservées à sa fermeture.</translation>
    </message>
    <message>
        <source>Conversions running</source>
        <translation>Conversions en cours</translation>
    </message>
    <message numerus="yes">
        <source>%n conversion(s) to E01 still running. Stop them and quit? What each has written of its E01 is removed; the images they read are kept as they are.</source>
        <translation>
            <numerusform>%n conversion en E01 est encore en cours. L&apos;arrêter et quitter ? Ce qu&apos;elle a écrit de son E01 est supprimé ; l&apos;image qu&apos;elle lit est conservée telle quelle.</numerusform>
            <numerusform>%n conversions en E01 sont encore en cours. Les arrêter et quitter ? Ce que chacune a écrit de son E01 est supprimé ; les images qu&apos;elles lisent sont conservées telles quelles.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping the conversions to E01…</source>
        <translation>Arrêt des conversions en E01…</translation>
    </message>
</context>
<context>
    <name>Custody::MountImageDialog</name>
    <message>
        <source>Mount image read-only</source>
        <translation>Monter une image en lecture seule</translation>
    </message>
    <message>
        <source>The image is shown read-only as image.raw in the folder, read through Custody&apos;s own readers (a damaged E01 chunk is a read error, never other bytes), and each file system it holds is mounted read-only below it without replaying a journal. Encrypted volumes are listed, not unlocked. The folder must be empty.</source>
        <translation>L’image apparaît en lecture seule sous le nom image.raw dans le dossier, lue par les lecteurs de Custody (un bloc E01 endommagé est une erreur de lecture, jamais d’autres octets), et chaque système de fichiers qu’elle contient est monté en lecture seule en dessous sans rejouer de journal. Les volumes chiffrés sont listés, non déverrouillés. Le dossier doit être vide.</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Empty folder to mount on</source>
        <translation>Dossier vide où monter</translation>
    </message>
    <message>
        <source>&amp;Image:</source>
        <translation>&amp;Image :</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Dossier :</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>Image to mount</source>
        <translation>Image à monter</translation>
    </message>
    <message>
        <source>Images (*.dd *.raw *.img *.001 *.E01 *.e01);;All files (*)</source>
        <translation>Images (*.dd *.raw *.img *.001 *.E01 *.e01);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Bro&amp;wse…</source>
        <translation>Pa&amp;rcourir…</translation>
    </message>
    <message>
        <source>&amp;Mount</source>
        <translation>&amp;Monter</translation>
    </message>
</context>
<context>
    <name>Custody::MountsWindow</name>
    <message>
        <source>Image: %1 (read-only)</source>
        <translation>Image : %1 (lecture seule)</translation>
    </message>
    <message>
        <source>Layout: could not be read: %1</source>
        <translation>Structure : illisible : %1</translation>
    </message>
    <message>
        <source>Partition table: %1</source>
        <translation>Table de partitions : %1</translation>
    </message>
    <message>
        <source>Mounted images</source>
        <translation>Images montées</translation>
    </message>
    <message>
        <source>Images mounted read-only</source>
        <translation>Images montées en lecture seule</translation>
    </message>
    <message>
        <source>&amp;Open folder</source>
        <translation>&amp;Ouvrir le dossier</translation>
    </message>
    <message>
        <source>&amp;Unmount</source>
        <translation>&amp;Démonter</translation>
    </message>
    <message>
        <source>Wait until the mount or unmount under way has ended.</source>
        <translation>Attendez la fin du montage ou du démontage en cours.</translation>
    </message>
    <message>
        <source>Mounting %1 on %2…</source>
        <translation>Montage de %1 sur %2…</translation>
    </message>
    <message>
        <source>Mounted %1 read-only on %2.</source>
        <translation>%1 monté en lecture seule sur %2.</translation>
    </message>
    <message>
        <source>Not mounted: %1</source>
        <translation>Non monté : %1</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>No image is mounted. File ▸ Mount image read-only… shows one.</source>
        <translation>Aucune image montée. Fichier ▸ Monter une image en lecture seule… en affiche une.</translation>
    </message>
    <message>
        <source>Unmounting %1…</source>
        <translation>Démontage de %1…</translation>
    </message>
    <message>
        <source>Unmounted %1.</source>
        <translation>%1 démonté.</translation>
    </message>
    <message>
        <source>Still mounted, in use: %1. Close what uses it, then unmount again.</source>
        <translation>Encore monté, utilisé : %1. Fermez ce qui l’utilise, puis démontez à nouveau.</translation>
    </message>
</context>
<context>
    <name>Custody::NetworkDrive</name>
    <message>
        <source>NBD over TLS (%1)</source>
        <translation>NBD sur TLS (%1)</translation>
    </message>
    <message>
        <source>NBD over TLS (%1, %2)</source>
        <translation>NBD sur TLS (%1, %2)</translation>
    </message>
    <message>
        <source>NBD, this computer, not encrypted</source>
        <translation>NBD, cet ordinateur, non chiffré</translation>
    </message>
    <message>
        <source>NBD, NOT ENCRYPTED</source>
        <translation>NBD, NON CHIFFRÉ</translation>
    </message>
    <message>
        <source>The server offers the export writable: serve it read-only (nbdkit --readonly, qemu-nbd --read-only). Custody only ever reads it.</source>
        <translation>Le serveur offre l’export en écriture : servez-le en lecture seule (nbdkit --readonly, qemu-nbd --read-only). Custody ne fait que le lire.</translation>
    </message>
    <message>
        <source>NBD export</source>
        <translation>Export NBD</translation>
    </message>
    <message>
        <source>NBD export %1</source>
        <translation>Export NBD %1</translation>
    </message>
    <message>
        <source>An NBD export reached through a local socket or loopback address (which may be a tunnel to another machine).</source>
        <translation>Un export NBD atteint par un socket local ou une adresse de bouclage (qui peut être un tunnel vers une autre machine).</translation>
    </message>
    <message>
        <source>A drive of another machine, read over NBD.</source>
        <translation>Un disque d’une autre machine, lu par NBD.</translation>
    </message>
    <message>
        <source>%1 bytes in sectors of %2 bytes, as its server states them.</source>
        <translation>%1 octets en secteurs de %2 octets, tels que son serveur les indique.</translation>
    </message>
    <message>
        <source>%1 bytes, as its server states them; it states no sector size, so sectors of 512 bytes are assumed.</source>
        <translation>%1 octets, tels que son serveur les indique ; il n’indique pas de taille de secteur, des secteurs de 512 octets sont donc supposés.</translation>
    </message>
    <message>
        <source>iSCSI has no encryption of its own: read the LUN through a VPN or IPsec, or on a network that is yours.</source>
        <translation>iSCSI n’a pas de chiffrement propre&#xa0;: lisez la LUN à travers un VPN ou IPsec, ou sur un réseau qui est le vôtre.</translation>
    </message>
    <message>
        <source>Use nbds:// with TLS where you can.</source>
        <translation>Utilisez nbds:// avec TLS là où vous le pouvez.</translation>
    </message>
    <message>
        <source>iSCSI%1, this computer, not encrypted</source>
        <translation>iSCSI%1, cet ordinateur, non chiffré</translation>
    </message>
    <message>
        <source>iSCSI%1, NOT ENCRYPTED</source>
        <translation>iSCSI%1, NON CHIFFRÉ</translation>
    </message>
    <message>
        <source>LUN %1 of the iSCSI target %2: %3 %4 (serial %5), %6 bytes in sectors of %7 bytes (%8 physical), as the LUN states them.</source>
        <translation>LUN %1 de la cible iSCSI %2&#xa0;: %3 %4 (numéro de série %5), %6 octets en secteurs de %7 octets (%8 physiques), tels que la LUN les annonce.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>The transfer is not encrypted: anyone on the network path can read the evidence, and the record and report will say so.</source>
        <translation>Le transfert n’est pas chiffré&#xa0;: quiconque sur le chemin réseau peut lire la preuve, et l’enregistrement et le rapport le diront.</translation>
    </message>
    <message>
        <source>The target offers the LUN writable: export it read-only (tgt: --params readonly=1; targetcli: readonly=true). Custody only ever reads it.</source>
        <translation>La cible offre la LUN en écriture&#xa0;: exportez-la en lecture seule (tgt&#xa0;: --params readonly=1&#xa0;; targetcli&#xa0;: readonly=true). Custody ne fait que la lire.</translation>
    </message>
    <message>
        <source>, CHAP offered as %1</source>
        <translation>, CHAP proposé en tant que %1</translation>
    </message>
    <message>
        <source>Whether the target offers the LUN read-only is not known (it did not answer MODE SENSE). Custody only ever reads it.</source>
        <translation>On ne sait pas si la cible offre la LUN en lecture seule (elle n’a pas répondu à MODE SENSE). Custody ne fait que la lire.</translation>
    </message>
    <message>
        <source>, mutual CHAP as %1, the target as %2</source>
        <translation>, CHAP mutuel en tant que %1, la cible en tant que %2</translation>
    </message>
</context>
<context>
    <name>Custody::NetworkSourceDialog</name>
    <message>
        <source>Add network source</source>
        <translation>Ajouter une source réseau</translation>
    </message>
    <message>
        <source>&amp;URI:</source>
        <translation>&amp;URI :</translation>
    </message>
    <message>
        <source>TLS &amp;PSK file:</source>
        <translation>Fichier &amp;PSK TLS :</translation>
    </message>
    <message>
        <source>your login name</source>
        <translation>votre nom de connexion</translation>
    </message>
    <message>
        <source>PSK &amp;identity:</source>
        <translation>&amp;Identité PSK :</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long the server may stay silent before it counts as gone. A bad sector on the remote drive can take minutes of retries.</source>
        <translation>Durée pendant laquelle le serveur peut rester muet avant d’être considéré comme disparu. Un secteur défectueux du disque distant peut coûter des minutes de nouvelles tentatives.</translation>
    </message>
    <message>
        <source>&amp;Timeout:</source>
        <translation>&amp;Délai :</translation>
    </message>
    <message>
        <source>C&amp;onnect</source>
        <translation>Se c&amp;onnecter</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>An empty field</source>
        <translation>Un champ vide</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Connexion à %1…</translation>
    </message>
    <message>
        <source>After a lost connection, how many times to connect again before the acquisition stops (its map saved, to resume). A server back with another size or certificate is not taken.</source>
        <translation>Combien de fois se reconnecter après une connexion perdue avant que l’acquisition s’arrête (sa carte enregistrée, pour reprendre). Un serveur revenu avec une autre taille ou un autre certificat n’est pas accepté.</translation>
    </message>
    <message>
        <source>&amp;Reconnect attempts:</source>
        <translation>&amp;Tentatives de reconnexion :</translation>
    </message>
    <message>
        <source>Wait &amp;before each:</source>
        <translation>Attente a&amp;vant chacune :</translation>
    </message>
    <message>
        <source>Cannot connect now: no thread could be started (%1).</source>
        <translation>Connexion impossible pour l’instant : aucun thread n’a pu être lancé (%1).</translation>
    </message>
    <message>
        <source>nbd://HOST[:PORT]/EXPORT, nbds://… (TLS required), nbd+unix:///EXPORT?socket=PATH, or an iSCSI LUN: iscsi://[USER@]HOST[:PORT]/TARGET-IQN/LUN</source>
        <translation>nbd://HÔTE[:PORT]/EXPORT, nbds://… (TLS exigé), nbd+unix:///EXPORT?socket=CHEMIN, ou une LUN iSCSI&#xa0;: iscsi://[UTILISATEUR@]HÔTE[:PORT]/IQN-CIBLE/LUN</translation>
    </message>
    <message>
        <source>iSCSI C&amp;HAP file:</source>
        <translation>Fichier C&amp;HAP iSCSI&#xa0;:</translation>
    </message>
    <message>
        <source>Credentials are read from files, never typed in here. On the remote machine, serve the drive read-only (nbdkit --readonly, qemu-nbd --read-only, or an iSCSI target&apos;s read-only LUN), with TLS where the network is not yours (iSCSI has none: use a VPN).</source>
        <translation>Les identifiants sont lus dans des fichiers, jamais saisis ici. Sur la machine distante, servez le disque en lecture seule (nbdkit --readonly, qemu-nbd --read-only, ou la LUN en lecture seule d’une cible iSCSI), avec TLS là où le réseau n’est pas le vôtre (iSCSI n’en a pas&#xa0;: utilisez un VPN).</translation>
    </message>
    <message>
        <source>%1 is not an NBD or iSCSI URI: give nbd://HOST[:PORT]/EXPORT, nbds://… for TLS, nbd+unix:///EXPORT?socket=PATH, or iscsi://[USER@]HOST[:PORT]/TARGET-IQN/LUN.</source>
        <translation>%1 n’est pas une URI NBD ou iSCSI&#xa0;: indiquez nbd://HÔTE[:PORT]/EXPORT, nbds://… pour TLS, nbd+unix:///EXPORT?socket=CHEMIN, ou iscsi://[UTILISATEUR@]HÔTE[:PORT]/IQN-CIBLE/LUN.</translation>
    </message>
    <message>
        <source>TLS certificates &amp;folder:</source>
        <translation>Dossier des &amp;certificats TLS :</translation>
    </message>
    <message>
        <source>iSCSI: a file of username:secret lines, readable by its owner only; the user is the one the URI names, or the file&apos;s only one. A line &quot;target username:secret&quot; asks the target to prove itself with them (mutual CHAP).</source>
        <translation>iSCSI : un fichier de lignes username:secret, lisible par son seul propriétaire ; l’utilisateur est celui que nomme l’URI, ou le seul du fichier. Une ligne « target username:secret » demande à la cible de prouver son identité avec eux (CHAP mutuel).</translation>
    </message>
</context>
<context>
    <name>Custody::OutputsView</name>
    <message>
        <source>E01</source>
        <translation>E01</translation>
    </message>
    <message>
        <source>split raw</source>
        <translation>brute découpée</translation>
    </message>
    <message>
        <source>raw</source>
        <translation>brute</translation>
    </message>
    <message>
        <source>Image %1 (%2)</source>
        <translation>Image %1 (%2)</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Destination</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Read back</source>
        <translation>Relecture</translation>
    </message>
    <message>
        <source>match</source>
        <translation>concordance</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>NON-CONCORDANCE</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échouée</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>incomplète</translation>
    </message>
    <message>
        <source>not read back</source>
        <translation>pas de relecture</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>En attente</translation>
    </message>
    <message>
        <source>Writing: %1 written</source>
        <translation>Écriture&#xa0;: %1 écrits</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Écrite</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annulée</translation>
    </message>
    <message>
        <source>Failed after %1 written</source>
        <translation>Échec après %1 écrits</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Échec&#xa0;: %1</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>erreur inconnue</translation>
    </message>
    <message>
        <source>Resume it alone with: %1</source>
        <translation>La reprendre seule avec&#xa0;: %1</translation>
    </message>
    <message>
        <source>Clone onto %1 (%2)</source>
        <translation>Clone sur %1 (%2)</translation>
    </message>
    <message>
        <source>Clone onto %1: %2, %3</source>
        <translation>Clone sur %1&#xa0;: %2, %3</translation>
    </message>
    <message>
        <source>serial %1</source>
        <translation>n° de série %1</translation>
    </message>
    <message>
        <source>An interrupted E01 cannot be resumed: acquire it again with --force, which replaces its files.</source>
        <translation>Une acquisition E01 interrompue ne peut pas être reprise&#xa0;: acquérez-la à nouveau avec --force, qui remplace ses fichiers.</translation>
    </message>
</context>
<context>
    <name>Custody::OverwriteConfirmation</name>
    <message>
        <source>Overwrite %1?</source>
        <translation>Écraser %1 ?</translation>
    </message>
    <message>
        <source>Everything on this drive will be lost. It cannot be undone.</source>
        <translation>Tout le contenu de ce disque sera perdu. Cette opération est irréversible.</translation>
    </message>
    <message>
        <source>(not reported)</source>
        <translation>(non communiqué)</translation>
    </message>
    <message>
        <source>Device:</source>
        <translation>Périphérique :</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modèle :</translation>
    </message>
    <message>
        <source>Serial number:</source>
        <translation>Numéro de série :</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Taille :</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 octets)</translation>
    </message>
    <message>
        <source>This drive reports no serial number. To confirm, type its device name, %1:</source>
        <translation>Ce disque ne communique aucun numéro de série. Pour confirmer, saisissez son nom de périphérique, %1 :</translation>
    </message>
    <message>
        <source>To confirm, type the drive&apos;s serial number, %1:</source>
        <translation>Pour confirmer, saisissez le numéro de série du disque, %1 :</translation>
    </message>
    <message>
        <source>That is not this drive&apos;s device name.</source>
        <translation>Ce n’est pas le nom de périphérique de ce disque.</translation>
    </message>
    <message>
        <source>That is not this drive&apos;s serial number.</source>
        <translation>Ce n’est pas le numéro de série de ce disque.</translation>
    </message>
</context>
<context>
    <name>Custody::OwnFileReplacement</name>
    <message>
        <source>something else appeared at the path</source>
        <translation>autre chose est apparu à cet emplacement</translation>
    </message>
    <message>
        <source>the file written last is gone</source>
        <translation>le dernier fichier écrit a disparu</translation>
    </message>
    <message>
        <source>this file system cannot exchange two files in one step (RENAME_EXCHANGE): use a local file system</source>
        <translation>ce système de fichiers ne sait pas échanger deux fichiers en une étape (RENAME_EXCHANGE) : utilisez un système de fichiers local</translation>
    </message>
    <message>
        <source>another file or a link was put in the place of the file written last; it is left as it is</source>
        <translation>un autre fichier ou un lien a pris la place du dernier fichier écrit ; il est laissé tel quel</translation>
    </message>
</context>
<context>
    <name>Custody::PartitionTypes</name>
    <message>
        <source>EFI System</source>
        <translation>Système EFI</translation>
    </message>
    <message>
        <source>BIOS boot</source>
        <translation>Amorçage BIOS</translation>
    </message>
    <message>
        <source>Microsoft reserved</source>
        <translation>Réservé Microsoft</translation>
    </message>
    <message>
        <source>Microsoft basic data</source>
        <translation>Données de base Microsoft</translation>
    </message>
    <message>
        <source>Windows recovery environment</source>
        <translation>Environnement de récupération Windows</translation>
    </message>
    <message>
        <source>Windows LDM metadata</source>
        <translation>Métadonnées LDM Windows</translation>
    </message>
    <message>
        <source>Windows LDM data</source>
        <translation>Données LDM Windows</translation>
    </message>
    <message>
        <source>Windows Storage Spaces</source>
        <translation>Espaces de stockage Windows</translation>
    </message>
    <message>
        <source>Linux filesystem</source>
        <translation>Système de fichiers Linux</translation>
    </message>
    <message>
        <source>Linux swap</source>
        <translation>Swap Linux</translation>
    </message>
    <message>
        <source>Linux LVM</source>
        <translation>LVM Linux</translation>
    </message>
    <message>
        <source>Linux RAID</source>
        <translation>RAID Linux</translation>
    </message>
    <message>
        <source>Linux LUKS</source>
        <translation>LUKS Linux</translation>
    </message>
    <message>
        <source>Linux root (x86-64)</source>
        <translation>Racine Linux (x86-64)</translation>
    </message>
    <message>
        <source>Linux root (ARM64)</source>
        <translation>Racine Linux (ARM64)</translation>
    </message>
    <message>
        <source>Linux home</source>
        <translation>Home Linux</translation>
    </message>
    <message>
        <source>Linux server data</source>
        <translation>Données serveur Linux</translation>
    </message>
    <message>
        <source>Linux extended boot</source>
        <translation>Amorçage étendu Linux</translation>
    </message>
    <message>
        <source>Apple APFS</source>
        <translation>Apple APFS</translation>
    </message>
    <message>
        <source>Apple HFS/HFS+</source>
        <translation>Apple HFS/HFS+</translation>
    </message>
    <message>
        <source>Apple boot</source>
        <translation>Amorçage Apple</translation>
    </message>
    <message>
        <source>Apple Core Storage</source>
        <translation>Apple Core Storage</translation>
    </message>
    <message>
        <source>FreeBSD data</source>
        <translation>Données FreeBSD</translation>
    </message>
    <message>
        <source>FreeBSD UFS</source>
        <translation>FreeBSD UFS</translation>
    </message>
    <message>
        <source>FreeBSD ZFS</source>
        <translation>FreeBSD ZFS</translation>
    </message>
    <message>
        <source>ZFS (Solaris /usr, Apple ZFS)</source>
        <translation>ZFS (Solaris /usr, Apple ZFS)</translation>
    </message>
    <message>
        <source>FAT12</source>
        <translation>FAT12</translation>
    </message>
    <message>
        <source>FAT16 &lt;32M</source>
        <translation>FAT16 &lt;32M</translation>
    </message>
    <message>
        <source>Extended</source>
        <translation>Étendue</translation>
    </message>
    <message>
        <source>FAT16</source>
        <translation>FAT16</translation>
    </message>
    <message>
        <source>NTFS/exFAT/HPFS</source>
        <translation>NTFS/exFAT/HPFS</translation>
    </message>
    <message>
        <source>W95 FAT32</source>
        <translation>W95 FAT32</translation>
    </message>
    <message>
        <source>W95 FAT32 (LBA)</source>
        <translation>W95 FAT32 (LBA)</translation>
    </message>
    <message>
        <source>W95 FAT16 (LBA)</source>
        <translation>W95 FAT16 (LBA)</translation>
    </message>
    <message>
        <source>W95 extended (LBA)</source>
        <translation>W95 étendue (LBA)</translation>
    </message>
    <message>
        <source>Hidden NTFS WinRE</source>
        <translation>NTFS WinRE caché</translation>
    </message>
    <message>
        <source>Windows dynamic disk (LDM)</source>
        <translation>Disque dynamique Windows (LDM)</translation>
    </message>
    <message>
        <source>Linux</source>
        <translation>Linux</translation>
    </message>
    <message>
        <source>HFS/HFS+</source>
        <translation>HFS/HFS+</translation>
    </message>
    <message>
        <source>GPT protective</source>
        <translation>Protection GPT</translation>
    </message>
    <message>
        <source>EFI (FAT-12/16/32)</source>
        <translation>EFI (FAT-12/16/32)</translation>
    </message>
</context>
<context>
    <name>Custody::PostgresLocation</name>
    <message>
        <source>not a PostgreSQL URL (postgresql://[user@]host[:port]/database)</source>
        <translation>pas une URL PostgreSQL (postgresql://[utilisateur@]hôte[:port]/base)</translation>
    </message>
    <message>
        <source>a password in the URL would be on the command line and in the record: keep it in ~/.pgpass (or PGPASSFILE), a service file or PGPASSWORD, and give the URL without it</source>
        <translation>un mot de passe dans l’URL serait sur la ligne de commande et dans le rapport&#xa0;: gardez-le dans ~/.pgpass (ou PGPASSFILE), un fichier de service ou PGPASSWORD, et donnez l’URL sans lui</translation>
    </message>
    <message>
        <source>not a valid URL: check its spelling (postgresql://[user@]host[:port]/database[?key=value])</source>
        <translation>URL non valide&#xa0;: vérifiez son écriture (postgresql://[utilisateur@]hôte[:port]/base[?clé=valeur])</translation>
    </message>
    <message>
        <source>give the database after the host: postgresql://[user@]host[:port]/database</source>
        <translation>indiquez la base après l’hôte&#xa0;: postgresql://[utilisateur@]hôte[:port]/base</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a libpq connection parameter</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un paramètre de connexion de libpq</translation>
    </message>
    <message>
        <source>the value of %1 holds a &apos;;&apos;, which Qt&apos;s PostgreSQL driver cannot pass on: use a service file</source>
        <translation>la valeur de %1 contient un «&#xa0;;&#xa0;», que le pilote PostgreSQL de Qt ne peut pas transmettre&#xa0;: utilisez un fichier de service</translation>
    </message>
</context>
<context>
    <name>Custody::PrepareDriveDialog</name>
    <message>
        <source>Prepare drive %1</source>
        <translation>Préparer le disque %1</translation>
    </message>
    <message>
        <source>%1: %2, serial number %3, %4 (%5 bytes)</source>
        <translation>%1&#xa0;: %2, n° de série %3, %4 (%5 octets)</translation>
    </message>
    <message>
        <source>model not reported</source>
        <translation>modèle non indiqué</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>non indiqué</translation>
    </message>
    <message>
        <source>Zeros</source>
        <translation>Zéros</translation>
    </message>
    <message>
        <source>One byte value</source>
        <translation>Une valeur d&apos;octet</translation>
    </message>
    <message>
        <source>Random (AES-256-CTR, its key in the certificate)</source>
        <translation>Aléatoire (AES-256-CTR, clé dans le certificat)</translation>
    </message>
    <message>
        <source>Byte value</source>
        <translation>Valeur d&apos;octet</translation>
    </message>
    <message>
        <source>&amp;Pattern:</source>
        <translation>&amp;Motif&#xa0;:</translation>
    </message>
    <message>
        <source>Write the pattern (O_DIRECT)</source>
        <translation>Écrire le motif (O_DIRECT)</translation>
    </message>
    <message>
        <source>Zero-out by the drive (BLKZEROOUT), then read back</source>
        <translation>Mise à zéro par le disque (BLKZEROOUT), puis relecture</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>Mé&amp;thode&#xa0;:</translation>
    </message>
    <message>
        <source>Only chec&amp;k that the drive holds the pattern (write nothing)</source>
        <translation>&amp;Vérifier seulement que le disque contient le motif (rien n&apos;est écrit)</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>Certificate &amp;folder:</source>
        <translation>&amp;Dossier du certificat&#xa0;:</translation>
    </message>
    <message>
        <source>NAME.json, NAME.txt and NAME.pdf are written: new files, never on the drive prepared</source>
        <translation>NAME.json, NAME.txt et NAME.pdf sont écrits&#xa0;: de nouveaux fichiers, jamais sur le disque préparé</translation>
    </message>
    <message>
        <source>Cer&amp;tificate name:</source>
        <translation>&amp;Nom du certificat&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Start…</source>
        <translation>&amp;Démarrer…</translation>
    </message>
    <message>
        <source>%1 exists already: a certificate is never replaced. Choose another name.</source>
        <translation>%1 existe déjà&#xa0;: un certificat n&apos;est jamais remplacé. Choisissez un autre nom.</translation>
    </message>
    <message>
        <source>Folder for the certificate</source>
        <translation>Dossier du certificat</translation>
    </message>
    <message>
        <source>Give the byte as 0x and two hexadecimal digits, such as 0xff.</source>
        <translation>Indiquez l&apos;octet sous la forme 0x suivi de deux chiffres hexadécimaux, par exemple 0xff.</translation>
    </message>
    <message>
        <source>A random pattern can be checked only with the key it was written with: check for zeros or a byte value.</source>
        <translation>Un motif aléatoire ne peut être vérifié qu&apos;avec la clé qui a servi à l&apos;écrire&#xa0;: vérifiez des zéros ou une valeur d&apos;octet.</translation>
    </message>
    <message>
        <source>Choose a folder for the certificate.</source>
        <translation>Choisissez un dossier pour le certificat.</translation>
    </message>
    <message>
        <source>Give the certificate a name (without a folder).</source>
        <translation>Donnez un nom au certificat (sans dossier).</translation>
    </message>
    <message>
        <source>%1 is not a folder.</source>
        <translation>%1 n&apos;est pas un dossier.</translation>
    </message>
    <message>
        <source>%1 is not writable.</source>
        <translation>%1 n&apos;est pas accessible en écriture.</translation>
    </message>
    <message>
        <source>Zero-out is offered for the zero pattern when the drive is written</source>
        <translation>La mise à zéro est proposée pour le motif zéro lorsque le disque est écrit</translation>
    </message>
    <message>
        <source>%1 does not answer: is it on a network share that is slow or gone?</source>
        <translation>%1 ne répond pas&#xa0;: le dossier est-il sur un partage réseau lent ou déconnecté&#xa0;?</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>Vérification de %1…</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <source>&amp;Wipe…</source>
        <translation>&amp;Effacer…</translation>
    </message>
    <message>
        <source>a random stream (AES-256-CTR)</source>
        <translation>un flux aléatoire (AES-256-CTR)</translation>
    </message>
    <message>
        <source>The drive will be asked to zero every sector (BLKZEROOUT), and every sector read back. The certificate goes to %1.</source>
        <translation>Le disque sera invité à mettre chaque secteur à zéro (BLKZEROOUT), puis chaque secteur sera relu. Le certificat est écrit sous %1.</translation>
    </message>
    <message>
        <source>Every sector will be overwritten with %1 and read back. The certificate goes to %2.</source>
        <translation>Chaque secteur sera écrasé avec %1 puis relu. Le certificat est écrit sous %2.</translation>
    </message>
    <message>
        <source>Wipe %1</source>
        <translation>Effacer %1</translation>
    </message>
</context>
<context>
    <name>Custody::QueueLimitsDialog</name>
    <message numerus="yes">
        <source>Automatic: %n at once</source>
        <translation>
            <numerusform>Automatique&#xa0;: %n à la fois</numerusform>
            <numerusform>Automatique&#xa0;: %n à la fois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Automatic is half of this computer&apos;s %n core(s), at least one: the hashes of one acquisition keep about two cores busy.</source>
        <translation>
            <numerusform>Automatique est la moitié du %n cœur de cet ordinateur, au moins un&#xa0;: les hachages d’une acquisition occupent environ deux cœurs.</numerusform>
            <numerusform>Automatique est la moitié des %n cœurs de cet ordinateur, au moins un&#xa0;: les hachages d’une acquisition occupent environ deux cœurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>Automatic: one at a time on a spinning disk</source>
        <translation>Automatique&#xa0;: une à la fois sur un disque à plateaux</translation>
    </message>
    <message>
        <source>How many jobs at once may write to (or read images from) one destination disk or file system.</source>
        <translation>Combien de tâches à la fois peuvent écrire sur un disque ou système de fichiers de destination (ou y lire des images).</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Do not wait</source>
        <translation>Ne pas attendre</translation>
    </message>
    <message>
        <source>A job whose drive or file is not connected when its turn comes waits this long for it, then is not run; nothing of it is touched, a stopped acquisition&apos;s image and map stay resumable.</source>
        <translation>Une tâche dont le disque ou le fichier n’est pas branché à son tour l’attend ce temps-là, puis n’est pas exécutée&#xa0;; rien d’elle n’est touché, l’image et la carte d’une acquisition arrêtée restent reprenables.</translation>
    </message>
    <message>
        <source>Jobs at once:</source>
        <translation>Tâches à la fois&#xa0;:</translation>
    </message>
    <message>
        <source>Jobs at once on one disk:</source>
        <translation>Tâches à la fois sur un disque&#xa0;:</translation>
    </message>
    <message>
        <source>Wait for a disconnected drive:</source>
        <translation>Attendre un disque débranché&#xa0;:</translation>
    </message>
    <message>
        <source>One job at a time reads a drive, and a job that reads or writes what an earlier job writes waits for it, whatever the limits.</source>
        <translation>Un disque est lu par une tâche à la fois, et une tâche qui lit ou écrit ce qu’une tâche précédente écrit l’attend, quelles que soient les limites.</translation>
    </message>
    <message>
        <source>Job queue</source>
        <translation>File des tâches</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>A JSON file, replaced whole every two seconds, with every job&apos;s state, progress, rate, time left and bad sectors, for a lab&apos;s dashboard. It must be new or an earlier status file.</source>
        <translation>Un fichier JSON, remplacé en entier toutes les deux secondes, avec l’état, l’avancement, le débit, le temps restant et les secteurs défectueux de chaque tâche, pour le tableau de bord d’un laboratoire. Il doit être nouveau ou un fichier d’état antérieur.</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>Status file for a dashboard</source>
        <translation>Fichier d’état pour un tableau de bord</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Status file for a dashboard:</source>
        <translation>Fichier d’état pour un tableau de bord&#xa0;:</translation>
    </message>
    <message>
        <source>Disks with a limit of their own:</source>
        <translation>Disques avec une limite propre :</translation>
    </message>
    <message>
        <source>Disks with a limit of their own</source>
        <translation>Disques avec une limite propre</translation>
    </message>
    <message>
        <source>Folder on the disk</source>
        <translation>Dossier sur le disque</translation>
    </message>
    <message>
        <source>Jobs at once</source>
        <translation>Tâches à la fois</translation>
    </message>
    <message>
        <source>&amp;Add folder…</source>
        <translation>Ajouter un &amp;dossier…</translation>
    </message>
    <message>
        <source>A folder on the disk to limit</source>
        <translation>Un dossier sur le disque à limiter</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>Re&amp;tirer</translation>
    </message>
    <message>
        <source>Jobs at once on the disk of %1</source>
        <translation>Tâches à la fois sur le disque de %1</translation>
    </message>
    <message>
        <source>A disk that takes fewer or more jobs at once than the others (a USB disk one at a time, a NAS three), named by a folder on it; its limit holds over the one for each disk. While its folder is not there, or is on the root file system (its disk not mounted), the limit is for no disk; the root file system is limited as /.</source>
        <translation>Un disque qui accepte moins ou plus de tâches à la fois que les autres (un disque USB une à la fois, un NAS trois), désigné par un dossier qu&apos;il contient ; sa limite l&apos;emporte sur celle de chaque disque. Tant que son dossier est absent ou sur le système de fichiers racine (son disque non monté), la limite ne vaut pour aucun disque ; le système de fichiers racine se limite par /.</translation>
    </message>
    <message>
        <source>%1 names no disk of its own: it is not there, or it is on the root file system because its disk is not mounted. Mount the disk and choose a folder on it, or / for the root file system.</source>
        <translation>%1 ne désigne aucun disque propre : il est absent, ou sur le système de fichiers racine parce que son disque n&apos;est pas monté. Montez le disque et choisissez un dossier qu&apos;il contient, ou / pour le système de fichiers racine.</translation>
    </message>
    <message>
        <source>%1 is on the same disk as %2, which has a limit already: change that row&apos;s number instead.</source>
        <translation>%1 est sur le même disque que %2, qui a déjà une limite : changez plutôt le nombre de cette ligne.</translation>
    </message>
    <message>
        <source>%1 and %2 are on the same disk: the queue takes the lower of their limits. Remove one of them.</source>
        <translation>%1 et %2 sont sur le même disque&#xa0;: la file prend la plus basse de leurs limites. Retirez l’une d’elles.</translation>
    </message>
</context>
<context>
    <name>Custody::ReportActions</name>
    <message>
        <source>Print the acquisition report</source>
        <translation>Imprimer le rapport d&apos;acquisition</translation>
    </message>
    <message>
        <source>Save the acquisition report</source>
        <translation>Enregistrer le rapport d’acquisition</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Acquisition report</source>
        <translation>Rapport d’acquisition</translation>
    </message>
    <message>
        <source>%1 exists already: save the report under another name.</source>
        <translation>%1 existe déjà&#xa0;: enregistrez le rapport sous un autre nom.</translation>
    </message>
    <message>
        <source>No printer is set up on this computer: save the report as a PDF and print that file where a printer is.</source>
        <translation>Aucune imprimante n’est configurée sur cet ordinateur : enregistrez le rapport en PDF et imprimez ce fichier là où se trouve une imprimante.</translation>
    </message>
</context>
<context>
    <name>Custody::ReportDocumentBuilder</name>
    <message>
        <source>Acquisition report</source>
        <translation>Rapport d&apos;acquisition</translation>
    </message>
    <message>
        <source>Custody acquisition report · case %1 · evidence %2</source>
        <translation>Rapport d&apos;acquisition Custody · affaire %1 · scellé %2</translation>
    </message>
    <message>
        <source>created %1</source>
        <translation>créé le %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>Examiner&apos;s initials:</source>
        <translation>Initiales de l&apos;examinateur&#xa0;:</translation>
    </message>
    <message>
        <source>(none given)</source>
        <translation>(non renseigné)</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapport</translation>
    </message>
    <message>
        <source>Created (UTC)</source>
        <translation>Créé (UTC)</translation>
    </message>
    <message>
        <source>Created (local time)</source>
        <translation>Créé (heure locale)</translation>
    </message>
    <message>
        <source>Created by</source>
        <translation>Créé par</translation>
    </message>
    <message>
        <source>From the record</source>
        <translation>D&apos;après l&apos;enregistrement</translation>
    </message>
    <message>
        <source>Record SHA-256</source>
        <translation>SHA-256 de l&apos;enregistrement</translation>
    </message>
    <message>
        <source>Acquired with</source>
        <translation>Acquis avec</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Compilation</translation>
    </message>
    <message>
        <source>Qt %1, %2</source>
        <translation>Qt %1, %2</translation>
    </message>
    <message>
        <source>Host name</source>
        <translation>Nom d&apos;hôte</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>Système d&apos;exploitation</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Noyau</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Ligne de commande</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Affaire</translation>
    </message>
    <message>
        <source>Case number</source>
        <translation>Numéro d&apos;affaire</translation>
    </message>
    <message>
        <source>Evidence number</source>
        <translation>Numéro de scellé</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>Examinateur</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Software write-block</source>
        <translation>Blocage en écriture logiciel</translation>
    </message>
    <message>
        <source>not requested: the kernel read-only flag was not set (the source was opened read-only)</source>
        <translation>non demandé&#xa0;: l&apos;indicateur lecture seule du noyau n&apos;a pas été activé (la source a été ouverte en lecture seule)</translation>
    </message>
    <message>
        <source>requested, but the kernel read-only flag could NOT be set</source>
        <translation>demandé, mais l&apos;indicateur lecture seule du noyau n&apos;a PAS pu être activé</translation>
    </message>
    <message>
        <source>kernel read-only flag set, but NOT verified</source>
        <translation>indicateur lecture seule du noyau activé, mais NON vérifié</translation>
    </message>
    <message>
        <source>kernel read-only flag set and verified</source>
        <translation>indicateur lecture seule du noyau activé et vérifié</translation>
    </message>
    <message>
        <source>Device or file</source>
        <translation>Périphérique ou fichier</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Numéro de série</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Micrologiciel</translation>
    </message>
    <message>
        <source>Bus</source>
        <translation>Bus</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>%1 bytes = %2 sectors of %3 bytes (%4)</source>
        <translation>%1 octets = %2 secteurs de %3 octets (%4)</translation>
    </message>
    <message>
        <source>Sector size</source>
        <translation>Taille de secteur</translation>
    </message>
    <message>
        <source>%1 bytes logical, %2 bytes physical</source>
        <translation>%1 octets logiques, %2 octets physiques</translation>
    </message>
    <message>
        <source>SMART at start</source>
        <translation>SMART au début</translation>
    </message>
    <message>
        <source>SMART at end</source>
        <translation>SMART à la fin</translation>
    </message>
    <message>
        <source>Mounted partitions</source>
        <translation>Partitions montées</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>WARNING: mounted during the acquisition: %1</source>
        <translation>AVERTISSEMENT&#xa0;: monté pendant l&apos;acquisition&#xa0;: %1</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Préréglage</translation>
    </message>
    <message>
        <source>Passes run</source>
        <translation>Passes effectuées</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>Taille de bloc</translation>
    </message>
    <message>
        <source>Retries</source>
        <translation>Nouvelles tentatives</translation>
    </message>
    <message>
        <source>Fill of bad sectors</source>
        <translation>Remplissage des secteurs défectueux</translation>
    </message>
    <message>
        <source>First reads</source>
        <translation>Premières lectures</translation>
    </message>
    <message>
        <source>direct I/O (O_DIRECT)</source>
        <translation>E/S directes (O_DIRECT)</translation>
    </message>
    <message>
        <source>through the page cache</source>
        <translation>via le cache de pages</translation>
    </message>
    <message>
        <source>Re-reads of failed blocks</source>
        <translation>Relectures des blocs en échec</translation>
    </message>
    <message>
        <source>none were needed</source>
        <translation>aucune n&apos;a été nécessaire</translation>
    </message>
    <message>
        <source>%1 bytes at a time, %2</source>
        <translation>%1 octets à la fois, %2</translation>
    </message>
    <message>
        <source>through the page cache (direct I/O unavailable)</source>
        <translation>via le cache de pages (E/S directes indisponibles)</translation>
    </message>
    <message>
        <source>Hash algorithms</source>
        <translation>Algorithmes d&apos;empreinte</translation>
    </message>
    <message>
        <source>Hash windows</source>
        <translation>Fenêtres d&apos;empreinte</translation>
    </message>
    <message>
        <source>every %1</source>
        <translation>par tranches de %1</translation>
    </message>
    <message>
        <source>not given: the run was resumed, and the time of the earlier runs is not recorded</source>
        <translation>non indiqué&#xa0;: l&apos;exécution a été reprise et la durée des exécutions précédentes n&apos;est pas enregistrée</translation>
    </message>
    <message>
        <source>%1 (%2 bytes read or found unreadable in %3 s)</source>
        <translation>%1 (%2 octets lus ou trouvés illisibles en %3 s)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Average rate</source>
        <translation>Débit moyen</translation>
    </message>
    <message>
        <source>Resumed</source>
        <translation>Reprise</translation>
    </message>
    <message>
        <source>yes: continued from an earlier run&apos;s map</source>
        <translation>oui&#xa0;: poursuivie à partir de la carte d&apos;une exécution précédente</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Chronologie</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
    <message>
        <source>Error code</source>
        <translation>Code d&apos;erreur</translation>
    </message>
    <message>
        <source>System error</source>
        <translation>Erreur système</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Emplacement</translation>
    </message>
    <message>
        <source>Byte offset</source>
        <translation>Position en octets</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>Signatures</translation>
    </message>
    <message>
        <source>The undersigned confirm that this report describes the acquisition they performed or witnessed.</source>
        <translation>Les soussignés confirment que ce rapport décrit l&apos;acquisition qu&apos;ils ont effectuée ou dont ils ont été témoins.</translation>
    </message>
    <message>
        <source>Witness</source>
        <translation>Témoin</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signature</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>match</source>
        <translation>concordance</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>NON-CONCORDANCE</translation>
    </message>
    <message>
        <source>not compared</source>
        <translation>non comparé</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithme</translation>
    </message>
    <message>
        <source>Hash of</source>
        <translation>Empreinte de</translation>
    </message>
    <message>
        <source>Digest</source>
        <translation>Empreinte</translation>
    </message>
    <message>
        <source>Compared</source>
        <translation>Comparaison</translation>
    </message>
    <message>
        <source>acquisition</source>
        <translation>acquisition</translation>
    </message>
    <message>
        <source>none recorded</source>
        <translation>aucune enregistrée</translation>
    </message>
    <message>
        <source>image re-read</source>
        <translation>image relue</translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>non calculée</translation>
    </message>
    <message>
        <source>not verified</source>
        <translation>non vérifié</translation>
    </message>
    <message>
        <source>source re-read</source>
        <translation>source relue</translation>
    </message>
    <message>
        <source>not re-read</source>
        <translation>non relue</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Verified at</source>
        <translation>Vérifié le</translation>
    </message>
    <message>
        <source>Source re-read</source>
        <translation>Source relue</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>Verification error</source>
        <translation>Erreur de vérification</translation>
    </message>
    <message>
        <source>Acquisition hashes</source>
        <translation>Empreintes de l&apos;acquisition</translation>
    </message>
    <message>
        <source>of the image file, fill included: %1 bytes hashed as they were read, %2 bytes read back from the image</source>
        <translation>du fichier image, remplissage compris&#xa0;: %1 octets hachés à la lecture, %2 octets relus depuis l&apos;image</translation>
    </message>
    <message>
        <source>none: no hash algorithm was chosen</source>
        <translation>aucune&#xa0;: aucun algorithme d&apos;empreinte n&apos;a été choisi</translation>
    </message>
    <message>
        <source>none: the image is incomplete</source>
        <translation>aucune&#xa0;: l&apos;image est incomplète</translation>
    </message>
    <message>
        <source>From byte</source>
        <translation>De l&apos;octet</translation>
    </message>
    <message>
        <source>To byte</source>
        <translation>À l&apos;octet</translation>
    </message>
    <message>
        <source>Hash windows: %1 digests of consecutive windows, listed in Appendix %2, locate a later mismatch.</source>
        <translation>Fenêtres d&apos;empreinte&#xa0;: %1 empreintes de fenêtres consécutives, listées en annexe %2, permettent de localiser une non-concordance ultérieure.</translation>
    </message>
    <message>
        <source>Appendix %1: %2</source>
        <translation>Annexe %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>hash windows</source>
        <translation>fenêtres d&apos;empreinte</translation>
    </message>
    <message>
        <source>From byte (included) to byte (excluded), as dcfldd&apos;s hash windows.</source>
        <translation>De l&apos;octet (inclus) à l&apos;octet (exclu), comme les fenêtres d&apos;empreinte de dcfldd.</translation>
    </message>
    <message>
        <source>Hashes and verification</source>
        <translation>Empreintes et vérification</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>First sector</source>
        <translation>Premier secteur</translation>
    </message>
    <message>
        <source>Last sector</source>
        <translation>Dernier secteur</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Secteurs</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Octets</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>The first %1 of %2 ranges are shown; Appendix %3 lists all %2.</source>
        <translation>Les %1 premières des %2 plages sont affichées&#xa0;; l&apos;annexe %3 les liste toutes.</translation>
    </message>
    <message>
        <source>%1 ranges, in sectors of %2 bytes (byte offset = sector × %2); first and last sector included.</source>
        <translation>%1 plages, en secteurs de %2 octets (position en octets = secteur × %2)&#xa0;; premier et dernier secteurs inclus.</translation>
    </message>
    <message>
        <source>read</source>
        <translation>lu</translation>
    </message>
    <message>
        <source>never tried</source>
        <translation>jamais tenté</translation>
    </message>
    <message>
        <source>not trimmed</source>
        <translation>non rogné</translation>
    </message>
    <message>
        <source>not scraped</source>
        <translation>non gratté</translation>
    </message>
    <message>
        <source>bad sector</source>
        <translation>secteur défectueux</translation>
    </message>
    <message>
        <source>Source size</source>
        <translation>Taille de la source</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lu</translation>
    </message>
    <message>
        <source>%1 bytes (%2 of the source)</source>
        <translation>%1 octets (%2 de la source)</translation>
    </message>
    <message>
        <source>Unreadable, filled</source>
        <translation>Illisible, rempli</translation>
    </message>
    <message>
        <source>Bad-sector ranges</source>
        <translation>Plages de secteurs défectueux</translation>
    </message>
    <message>
        <source>%1 bytes: %2</source>
        <translation>%1 octets&#xa0;: %2</translation>
    </message>
    <message>
        <source>0 bytes</source>
        <translation>0 octet</translation>
    </message>
    <message>
        <source>Never tried</source>
        <translation>Jamais tenté</translation>
    </message>
    <message>
        <source>NOT read, the acquisition stopped first</source>
        <translation>NON lu, l&apos;acquisition s&apos;est arrêtée avant</translation>
    </message>
    <message>
        <source>Not trimmed</source>
        <translation>Non rogné</translation>
    </message>
    <message>
        <source>NOT read, in failed blocks not yet read sector by sector</source>
        <translation>NON lu, dans des blocs en échec pas encore lus secteur par secteur</translation>
    </message>
    <message>
        <source>Not scraped</source>
        <translation>Non gratté</translation>
    </message>
    <message>
        <source>Bad-sector ranges (sectors of %1 bytes):</source>
        <translation>Plages de secteurs défectueux (secteurs de %1 octets)&#xa0;:</translation>
    </message>
    <message>
        <source>bad-sector ranges</source>
        <translation>plages de secteurs défectueux</translation>
    </message>
    <message>
        <source>Areas NOT read (sectors of %1 bytes):</source>
        <translation>Zones NON lues (secteurs de %1 octets)&#xa0;:</translation>
    </message>
    <message>
        <source>areas not read</source>
        <translation>zones non lues</translation>
    </message>
    <message>
        <source>The record does not say where the %1 bytes that were not read lie; the map below cannot show them.</source>
        <translation>L&apos;enregistrement n&apos;indique pas où se trouvent les %1 octets non lus&#xa0;; la carte ci-dessous ne peut pas les montrer.</translation>
    </message>
    <message>
        <source>%1: %2 bytes</source>
        <translation>%1&#xa0;: %2 octets</translation>
    </message>
    <message>
        <source>Sector map: the source from its first sector (top left) to its last, row by row; each cell shows the worst state of the sectors in it.</source>
        <translation>Carte des secteurs&#xa0;: la source de son premier secteur (en haut à gauche) au dernier, ligne par ligne&#xa0;; chaque cellule montre le pire état des secteurs qu&apos;elle contient.</translation>
    </message>
    <message>
        <source>Throughput: rate of progress (read or found unreadable) between consecutive samples.</source>
        <translation>Débit&#xa0;: vitesse de progression (lu ou trouvé illisible) entre échantillons consécutifs.</translation>
    </message>
    <message>
        <source>Resumed run: the first interval is left out, as the counter starts with the earlier runs&apos; bytes.</source>
        <translation>Exécution reprise&#xa0;: le premier intervalle est omis, car le compteur démarre avec les octets des exécutions précédentes.</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>Couverture</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <source>Image file</source>
        <translation>Fichier image</translation>
    </message>
    <message>
        <source>Digest in the checksum file</source>
        <translation>Empreinte dans le fichier de sommes de contrôle</translation>
    </message>
    <message>
        <source>No checksum files: the image has no hash.</source>
        <translation>Aucun fichier de sommes de contrôle&#xa0;: l&apos;image n&apos;a pas d&apos;empreinte.</translation>
    </message>
    <message>
        <source>Output files</source>
        <translation>Fichiers de sortie</translation>
    </message>
    <message>
        <source>block device</source>
        <translation>périphérique bloc</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>simulée</translation>
    </message>
    <message>
        <source>forensic</source>
        <translation>forensique</translation>
    </message>
    <message>
        <source>rescue</source>
        <translation>sauvetage</translation>
    </message>
    <message>
        <source>Hash windows (%1): %2 digests of consecutive windows of %3 bytes, in %4 (dcfldd&apos;s hashlog layout), to locate a later mismatch.</source>
        <translation>Fenêtres de hachage (%1)&#xa0;: %2 empreintes de fenêtres consécutives de %3 octets, dans %4 (format de journal de dcfldd), pour localiser une différence ultérieure.</translation>
    </message>
    <message>
        <source>not comparable: unreadable sectors</source>
        <translation>non comparable&#xa0;: secteurs illisibles</translation>
    </message>
    <message>
        <source>Image format</source>
        <translation>Format de l&apos;image</translation>
    </message>
    <message>
        <source>split raw, files of %1</source>
        <translation>raw découpé, fichiers de %1</translation>
    </message>
    <message>
        <source>raw, one file</source>
        <translation>raw, un seul fichier</translation>
    </message>
    <message>
        <source>network</source>
        <translation>réseau</translation>
    </message>
    <message numerus="yes">
        <source>%1 bytes in %n bad sector(s), filled with %2 in the image</source>
        <translation>
            <numerusform>%1 octets dans %n secteur défectueux, remplis de %2 dans l&apos;image</numerusform>
            <numerusform>%1 octets dans %n secteurs défectueux, remplis de %2 dans l&apos;image</numerusform>
        </translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulée</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échouée</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Fichier sous-jacent</translation>
    </message>
    <message>
        <source>Drive identity</source>
        <translation>Identité du disque</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <translation>inconnue&#xa0;: %1</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Custody acquisition log</source>
        <translation>Journal d&apos;acquisition Custody</translation>
    </message>
    <message>
        <source>Custody acquisition log · case %1 · evidence %2</source>
        <translation>Journal d&apos;acquisition Custody · affaire %1 · scellé %2</translation>
    </message>
    <message>
        <source>[asked %1]</source>
        <translation>[interrogé le %1]</translation>
    </message>
    <message>
        <source>kernel read-only flag set, but NOT verified: %1</source>
        <translation>indicateur lecture seule du noyau activé, mais NON vérifié&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>kernel read-only flag set and verified on %n node(s) (the disk and its partitions)</source>
        <translation>
            <numerusform>indicateur lecture seule du noyau activé et vérifié sur %n nœud (le disque et ses partitions)</numerusform>
            <numerusform>indicateur lecture seule du noyau activé et vérifié sur %n nœuds (le disque et ses partitions)</numerusform>
        </translation>
    </message>
    <message>
        <source>Image read back</source>
        <translation>Image relue</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Exécution</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Débit</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation>Exécution %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>yes: %n run(s) in all, listed below</source>
        <translation>
            <numerusform>oui&#xa0;: %n exécution en tout, listée ci-dessous</numerusform>
            <numerusform>oui&#xa0;: %n exécutions en tout, listées ci-dessous</numerusform>
        </translation>
    </message>
    <message>
        <source>Running time</source>
        <translation>Durée de lecture</translation>
    </message>
    <message>
        <source>fill</source>
        <translation>remplissage</translation>
    </message>
    <message>
        <source>copy</source>
        <translation>copie</translation>
    </message>
    <message>
        <source>sweep</source>
        <translation>balayage</translation>
    </message>
    <message>
        <source>trim</source>
        <translation>rognage</translation>
    </message>
    <message>
        <source>scrape</source>
        <translation>grattage</translation>
    </message>
    <message>
        <source>PASSED</source>
        <translation>RÉUSSI</translation>
    </message>
    <message>
        <source>DEGRADED</source>
        <translation>DÉGRADÉ</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>ÉCHEC</translation>
    </message>
    <message>
        <source>NOT REPORTED</source>
        <translation>NON SIGNALÉ</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>non disponible</translation>
    </message>
    <message>
        <source>retry %1</source>
        <translation>nouvel essai %1</translation>
    </message>
    <message>
        <source>no compression</source>
        <translation>sans compression</translation>
    </message>
    <message>
        <source>only uniform chunks compressed</source>
        <translation>seuls les blocs uniformes compressés</translation>
    </message>
    <message>
        <source>fast compression</source>
        <translation>compression rapide</translation>
    </message>
    <message>
        <source>best compression</source>
        <translation>meilleure compression</translation>
    </message>
    <message>
        <source>E01 (EnCase 6), %1, chunks of %2, segment files of at most %3</source>
        <translation>E01 (EnCase 6), %1, blocs de %2, fichiers de segment de %3 au plus</translation>
    </message>
    <message>
        <source>Segment file</source>
        <translation>Fichier de segment</translation>
    </message>
    <message>
        <source>MD5 of the file</source>
        <translation>MD5 du fichier</translation>
    </message>
    <message>
        <source>NBD over TLS (%1%2), export &quot;%3&quot;</source>
        <translation>NBD sur TLS (%1%2), export «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>NBD, NOT ENCRYPTED across the network, export &quot;%1&quot;</source>
        <translation>NBD, NON CHIFFRÉ à travers le réseau, export «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>; the server offered the export writable (Custody sent reads only)</source>
        <translation>&#xa0;; le serveur proposait l’export en écriture (Custody n’a envoyé que des lectures)</translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation>Transfert</translation>
    </message>
    <message>
        <source>NBD through a local socket or loopback address, not encrypted, export &quot;%1&quot;</source>
        <translation>NBD par un socket local ou une adresse de bouclage, non chiffré, export «&#xa0;%1&#xa0;»</translation>
    </message>
    <message numerus="yes">
        <source>at most %n at once</source>
        <translation>
            <numerusform>au plus %n à la fois</numerusform>
            <numerusform>au plus %n à la fois</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (adaptive)</source>
        <translation>%1 (adaptatif)</translation>
    </message>
    <message>
        <source>%1 (%2 asked for)</source>
        <translation>%1 (%2 demandé(s))</translation>
    </message>
    <message>
        <source>Block reads in flight</source>
        <translation>Lectures de blocs simultanées</translation>
    </message>
    <message>
        <source>; server certificate %1, SHA-256 %2</source>
        <translation> ; certificat du serveur %1, SHA-256 %2</translation>
    </message>
    <message numerus="yes">
        <source>; the connection was lost and made again %n time(s) (the same size%1)</source>
        <translation>
            <numerusform> ; la connexion a été perdue et rétablie %n fois (même taille%1)</numerusform>
            <numerusform> ; la connexion a été perdue et rétablie %n fois (même taille%1)</numerusform>
        </translation>
    </message>
    <message>
        <source> and server certificate</source>
        <translation> et le même certificat de serveur</translation>
    </message>
    <message>
        <source>Transfer (last run)</source>
        <translation>Transfert (dernière exécution)</translation>
    </message>
    <message>
        <source>; earlier runs reached the server otherwise: see each run under Timeline</source>
        <translation>; des exécutions antérieures ont atteint le serveur autrement&#xa0;: voir chaque exécution sous Chronologie</translation>
    </message>
    <message>
        <source>Run %1 transfer: %2</source>
        <translation>Exécution %1, transfert&#xa0;: %2</translation>
    </message>
    <message>
        <source>Run %1 block reads in flight: %2</source>
        <translation>Exécution %1, lectures de blocs simultanées&#xa0;: %2</translation>
    </message>
    <message>
        <source>bytes %1 to %2</source>
        <translation>octets %1 à %2</translation>
    </message>
    <message>
        <source>%1 more ranges</source>
        <translation>%1 autres plages</translation>
    </message>
    <message>
        <source>the earlier runs had finished no whole window, so nothing could be checked</source>
        <translation>les exécutions précédentes n’avaient terminé aucune fenêtre entière, rien n’a donc pu être vérifié</translation>
    </message>
    <message>
        <source>%1 window(s) of %2 (%3 bytes), finished by the earlier runs, hashed again and unchanged</source>
        <translation>%1 fenêtre(s) de %2 (%3 octets), terminées par les exécutions précédentes, hachées à nouveau et inchangées</translation>
    </message>
    <message>
        <source>Run %1 checked the image first: %2</source>
        <translation>L’exécution %1 a d’abord vérifié l’image&#xa0;: %2</translation>
    </message>
    <message>
        <source>Run %1 wrote %2</source>
        <translation>L’exécution %1 a écrit %2</translation>
    </message>
    <message>
        <source>not possible: the earlier map kept no window digests (GNU ddrescue&apos;s, or an older Custody&apos;s), so the bytes the earlier runs wrote were taken as they were</source>
        <translation>impossible&#xa0;: la carte précédente ne gardait aucune empreinte de fenêtre (celle de GNU ddrescue, ou d’un Custody plus ancien), les octets des exécutions précédentes ont donc été pris tels quels</translation>
    </message>
    <message>
        <source>LIFTED during the acquisition: found writable on %1 when read again after the last read of the source, so the source was writable at some point.</source>
        <translation>LEVÉ pendant l&apos;acquisition&#xa0;: trouvé accessible en écriture sur %1 lors de la relecture après la dernière lecture de la source&#xa0;; la source a donc été accessible en écriture à un moment donné.</translation>
    </message>
    <message>
        <source>Could not be read again at the end: %1</source>
        <translation>N&apos;a pas pu être relu à la fin&#xa0;: %1</translation>
    </message>
    <message>
        <source>Still set on every node when read again after the last read of the source.</source>
        <translation>Toujours activé sur chaque nœud lors de la relecture après la dernière lecture de la source.</translation>
    </message>
    <message>
        <source>Could NOT be lifted on %1 after the acquisition (%2): it may still be read-only; run blockdev --setrw on each, or unplug and re-plug the drive.</source>
        <translation>N&apos;a PAS pu être levé sur %1 après l&apos;acquisition (%2)&#xa0;: le disque peut être encore en lecture seule&#xa0;; exécutez blockdev --setrw sur chacun d&apos;eux, ou débranchez puis rebranchez le disque.</translation>
    </message>
    <message>
        <source>Lifted after the acquisition.</source>
        <translation>Levé après l&apos;acquisition.</translation>
    </message>
    <message>
        <source>smartctl says: &quot;%1&quot;</source>
        <translation>smartctl indique : « %1 »</translation>
    </message>
    <message>
        <source>Hidden areas</source>
        <translation>Zones cachées</translation>
    </message>
    <message>
        <source>Sectors the drive shows</source>
        <translation>Secteurs que montre le disque</translation>
    </message>
    <message>
        <source>Native size</source>
        <translation>Taille native</translation>
    </message>
    <message>
        <source>Hidden area</source>
        <translation>Zone cachée</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>Ce que cela signifie</translation>
    </message>
    <message>
        <source>Other namespaces</source>
        <translation>Autres espaces de noms</translation>
    </message>
    <message>
        <source>Commands sent</source>
        <translation>Commandes envoyées</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Vérification</translation>
    </message>
    <message>
        <source>%1 (this record)</source>
        <translation>%1 (ce dossier)</translation>
    </message>
    <message numerus="yes">
        <source>One read wrote %n image(s), each with its own files and record:</source>
        <translation>
            <numerusform>Une lecture a écrit %n image, avec ses propres fichiers et son dossier&#xa0;:</numerusform>
            <numerusform>Une lecture a écrit %n images, chacune avec ses propres fichiers et son dossier&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>iSCSI target %1, LUN %2 at %3 (initiator %4)</source>
        <translation>cible iSCSI %1, LUN %2 sur %3 (initiateur %4)</translation>
    </message>
    <message>
        <source>no CHAP</source>
        <translation>sans CHAP</translation>
    </message>
    <message>
        <source>through a loopback address, not encrypted</source>
        <translation>par une adresse de bouclage, non chiffré</translation>
    </message>
    <message>
        <source>NOT ENCRYPTED across the network</source>
        <translation>NON CHIFFRÉ à travers le réseau</translation>
    </message>
    <message>
        <source>; the target offered the LUN writable (Custody sent reads only)</source>
        <translation>&#xa0;; la cible offrait la LUN en écriture (Custody n’a envoyé que des lectures)</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Fabricant</translation>
    </message>
    <message>
        <source>LUN designators</source>
        <translation>Désignateurs de la LUN</translation>
    </message>
    <message>
        <source>over the network (%1), no page cache here</source>
        <translation>par le réseau (%1), pas de cache de pages ici</translation>
    </message>
    <message>
        <source>CHAP credentials offered as %1</source>
        <translation>identifiants CHAP proposés en tant que %1</translation>
    </message>
    <message>
        <source>; whether the target offered the LUN read-only is not known (it did not answer MODE SENSE; Custody sent reads only)</source>
        <translation>&#xa0;; on ne sait pas si la cible offrait la LUN en lecture seule (elle n’a pas répondu à MODE SENSE&#xa0;; Custody n’a envoyé que des lectures)</translation>
    </message>
    <message>
        <source>read, all zeros: %1 bytes</source>
        <translation>lu, que des zéros : %1 octets</translation>
    </message>
    <message>
        <source>A finished cell whose sectors were all read as zeros is drawn apart (&quot;read, all zeros&quot;).</source>
        <translation>Une cellule terminée dont tous les secteurs ont été lus comme des zéros est dessinée à part (« lu, que des zéros »).</translation>
    </message>
    <message>
        <source>mutual CHAP: logged in as %1, the target proved itself as %2</source>
        <translation>CHAP mutuel : connecté en tant que %1, la cible a prouvé son identité %2</translation>
    </message>
</context>
<context>
    <name>Custody::ReportFileView</name>
    <message>
        <source>it is encrypted</source>
        <translation>il est chiffré</translation>
    </message>
    <message>
        <source>it is not a valid PDF</source>
        <translation>ce n’est pas un PDF valide</translation>
    </message>
    <message>
        <source>Qt PDF cannot read it</source>
        <translation>Qt PDF ne peut pas le lire</translation>
    </message>
    <message>
        <source>Report %1</source>
        <translation>Rapport %1</translation>
    </message>
    <message>
        <source>Open with &amp;another application</source>
        <translation>Ouvrir avec une &amp;autre application</translation>
    </message>
    <message>
        <source>%1 cannot be shown: %2. Open it with another application to see what it holds.</source>
        <translation>%1 ne peut pas être affiché : %2. Ouvrez-le avec une autre application pour voir ce qu’il contient.</translation>
    </message>
    <message>
        <source>(%1 more bytes of the file are not shown here: open it with another application to read them.)</source>
        <translation>(%1 octets de plus du fichier ne sont pas affichés ici : ouvrez-le avec une autre application pour les lire.)</translation>
    </message>
</context>
<context>
    <name>Custody::ReportFormat</name>
    <message>
        <source>not recorded</source>
        <translation>non enregistré</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 octets</translation>
    </message>
    <message>
        <source>%1 bytes (%2)</source>
        <translation>%1 octets (%2)</translation>
    </message>
    <message>
        <source>%1 bytes, %2 sectors</source>
        <translation>%1 octets, %2 secteurs</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 h </source>
        <translation>%1 h </translation>
    </message>
    <message>
        <source>%1 (%2%3 min %4 s)</source>
        <translation>%1 (%2%3 min %4 s)</translation>
    </message>
</context>
<context>
    <name>Custody::ReportPdfWriter</name>
    <message>
        <source>Each cell is %1 sectors (%2 bytes); %3 cells a row.</source>
        <translation>Chaque cellule représente %1 secteurs (%2 octets)&#xa0;; %3 cellules par ligne.</translation>
    </message>
</context>
<context>
    <name>Custody::ReportPublisher</name>
    <message>
        <source>%1 is named for two reports</source>
        <translation>%1 est indiqué pour deux rapports</translation>
    </message>
    <message>
        <source>cannot read the record %1: %2</source>
        <translation>impossible de lire l&apos;enregistrement %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>the record %1 is not valid: %2</source>
        <translation>l&apos;enregistrement %1 n&apos;est pas valide&#xa0;: %2</translation>
    </message>
    <message>
        <source>the acquisition log %1 is missing: the report&apos;s SHA-256 could not be recorded in it</source>
        <translation>le journal d&apos;acquisition %1 est introuvable&#xa0;: l&apos;empreinte SHA-256 du rapport n&apos;a pas pu y être consignée</translation>
    </message>
    <message>
        <source>cannot read back the report %1 to hash it: %2</source>
        <translation>impossible de relire le rapport %1 pour en calculer l&apos;empreinte&#xa0;: %2</translation>
    </message>
    <message>
        <source>the report %1 is written, but its SHA-256 could not be appended to the acquisition log %2: %3</source>
        <translation>le rapport %1 est écrit, mais son empreinte SHA-256 n&apos;a pas pu être ajoutée au journal d&apos;acquisition %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>the record of the acquisition</source>
        <translation>l&apos;enregistrement de l&apos;acquisition</translation>
    </message>
    <message>
        <source>the acquisition log</source>
        <translation>le journal d&apos;acquisition</translation>
    </message>
    <message>
        <source>%1, a file of the acquisition (%2)</source>
        <translation>%1, un fichier de l&apos;acquisition (%2)</translation>
    </message>
    <message>
        <source>the signature %1</source>
        <translation>la signature de %1</translation>
    </message>
    <message>
        <source>it is not a CMS signature (DER or PEM), so it is not removed with the signature of the file written anew</source>
        <translation>ce n&apos;est pas une signature CMS (DER ou PEM) : elle n&apos;est donc pas supprimée avec la signature du fichier réécrit</translation>
    </message>
</context>
<context>
    <name>Custody::ReportTextWriter</name>
    <message>
        <source>Each character is %1 sectors (%2 bytes); a row is %3 characters.</source>
        <translation>Chaque caractère représente %1 secteurs (%2 octets)&#xa0;; une ligne compte %3 caractères.</translation>
    </message>
    <message>
        <source>Throughput: no samples recorded.</source>
        <translation>Débit&#xa0;: aucun échantillon enregistré.</translation>
    </message>
    <message>
        <source>%1 samples over %2 s; the graph is in the PDF report.</source>
        <translation>%1 échantillons sur %2 s&#xa0;; le graphique figure dans le rapport PDF.</translation>
    </message>
</context>
<context>
    <name>Custody::ResumeCheck</name>
    <message>
        <source>image format</source>
        <translation>format d&apos;image</translation>
    </message>
    <message>
        <source>segment size in bytes (--split)</source>
        <translation>taille de segment en octets (--split)</translation>
    </message>
    <message>
        <source>fill byte (--fill)</source>
        <translation>octet de remplissage (--fill)</translation>
    </message>
    <message>
        <source>re-read unit (--reread-unit)</source>
        <translation>unité de relecture (--reread-unit)</translation>
    </message>
    <message>
        <source>%1: was %2, is now %3</source>
        <translation>%1&#xa0;: était %2, est maintenant %3</translation>
    </message>
    <message>
        <source>the map says the image holds %1 bytes, but the image files hold only %2 (%3 is missing or shorter than that): the image was truncated, or the map belongs to another image. Acquire again into a new name</source>
        <translation>selon la carte, l&apos;image contient %1 octets, mais les fichiers d&apos;image n&apos;en contiennent que %2 (%3 manque ou est plus court)&#xa0;: l&apos;image a été tronquée, ou la carte appartient à une autre image. Refaites l&apos;acquisition sous un nouveau nom</translation>
    </message>
</context>
<context>
    <name>Custody::ResumePlan</name>
    <message>
        <source>the image was started from the drive with serial number %1, but %2 is the drive with serial number %3: resume only from the same drive</source>
        <translation>l&apos;image a été commencée depuis le disque de numéro de série %1, mais %2 est le disque de numéro de série %3&#xa0;: ne reprenez que depuis le même disque</translation>
    </message>
    <message>
        <source>there is no map %1, but the image %2 holds data: what of it was copied cannot be known. Acquire again into a new name</source>
        <translation>il n&apos;y a pas de carte %1, mais l&apos;image %2 contient des données&#xa0;: on ne peut pas savoir ce qui en a été copié. Refaites l&apos;acquisition sous un nouveau nom</translation>
    </message>
    <message>
        <source>this is not the acquisition the map describes (%1). Resume with the same source and settings, or acquire into a new name</source>
        <translation>ce n&apos;est pas l&apos;acquisition que décrit la carte (%1). Reprenez avec la même source et les mêmes réglages, ou faites l&apos;acquisition sous un nouveau nom</translation>
    </message>
    <message>
        <source>that acquisition is finished: its map leaves nothing to read from the source, so resuming would only hash the image again and replace the hashes it recorded. Verify the image instead, or acquire into another name</source>
        <translation>cette acquisition est terminée&#xa0;: sa carte ne laisse rien à lire sur la source, la reprendre ne ferait que recalculer les empreintes de l&apos;image et remplacer celles qu&apos;elle a enregistrées. Vérifiez plutôt l&apos;image, ou faites l&apos;acquisition sous un autre nom</translation>
    </message>
</context>
<context>
    <name>Custody::ResumeWindows</name>
    <message>
        <source>window %1 (bytes %2 to %3) of the image no longer holds what the earlier run wrote: its SHA-256 was %4 when the map was saved and is now %5</source>
        <translation>la fenêtre %1 (octets %2 à %3) de l’image ne contient plus ce que l’exécution précédente a écrit&#xa0;: son SHA-256 était %4 quand la carte a été enregistrée et vaut maintenant %5</translation>
    </message>
    <message>
        <source>the map keeps a digest of window %1, which ends beyond the image&apos;s %2 bytes</source>
        <translation>la carte garde une empreinte de la fenêtre %1, qui finit au-delà des %2 octets de l’image</translation>
    </message>
    <message>
        <source>the part of window %1 that the earlier run wrote (bytes %2 to %3) no longer holds what it wrote: its SHA-256 was %4 when the map was saved and is now %5</source>
        <translation>la partie de la fenêtre %1 écrite par l’exécution précédente (octets %2 à %3) ne contient plus ce qu’elle a écrit&#xa0;: son SHA-256 était %4 quand la carte a été enregistrée et vaut maintenant %5</translation>
    </message>
</context>
<context>
    <name>Custody::SectorMapView</name>
    <message>
        <source>Finished</source>
        <translation>Lu</translation>
    </message>
    <message>
        <source>Non-tried</source>
        <translation>Non tenté</translation>
    </message>
    <message>
        <source>Non-trimmed</source>
        <translation>Non rogné</translation>
    </message>
    <message>
        <source>Non-scraped</source>
        <translation>Non gratté</translation>
    </message>
    <message>
        <source>Bad sector</source>
        <translation>Secteur défectueux</translation>
    </message>
    <message>
        <source>Sector map</source>
        <translation>Carte des secteurs</translation>
    </message>
    <message>
        <source>Bytes %1 to %2 (%3)</source>
        <translation>Octets %1 à %2 (%3)</translation>
    </message>
    <message>
        <source>Sectors %1 to %2 (%3 bytes each)</source>
        <translation>Secteurs %1 à %2 (%3 octets chacun)</translation>
    </message>
    <message>
        <source>%1: %2 bytes (%3)</source>
        <translation>%1&#xa0;: %2 octets (%3)</translation>
    </message>
    <message>
        <source>No map yet.</source>
        <translation>Pas encore de carte.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 cells of %2 each, coloured by the worst state inside. %3.</source>
        <translation>%1 cellules de %2 chacune, colorées selon le pire état qu&apos;elles contiennent. %3.</translation>
    </message>
    <message>
        <source>Read, all zeros</source>
        <translation>Lu, que des zéros</translation>
    </message>
    <message numerus="yes">
        <source>read, all zeros: %n cell(s)</source>
        <translation>
            <numerusform>lu, que des zéros : %n cellule</numerusform>
            <numerusform>lu, que des zéros : %n cellules</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Custody::SigningDialog</name>
    <message>
        <source>Signing identity</source>
        <translation>Identité de signature</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>PEM files (*.pem *.key *.crt);;All files (*)</source>
        <translation>Fichiers PEM (*.pem *.key *.crt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Private &amp;key (PEM):</source>
        <translation>&amp;Clé privée (PEM)&#xa0;:</translation>
    </message>
    <message>
        <source>The examiner&apos;s private key</source>
        <translation>La clé privée de l’enquêteur</translation>
    </message>
    <message>
        <source>The examiner&apos;s certificate</source>
        <translation>Le certificat de l’enquêteur</translation>
    </message>
    <message>
        <source>With a key and certificate, Custody writes a detached CMS signature (FILE.p7s) beside the record and log of each acquisition and beside each report it saves, and notes the signer in the log and the case history. A key protected by a passphrase is asked for once per session. Leave both empty to sign nothing.</source>
        <translation>Avec une clé et un certificat, Custody écrit une signature CMS détachée (FICHIER.p7s) à côté de l’enregistrement et du journal de chaque acquisition et de chaque rapport qu’il enregistre, et note le signataire dans le journal et l’historique des affaires. La phrase secrète d’une clé protégée est demandée une fois par session. Laissez les deux vides pour ne rien signer.</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Tester</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>Phrase secrète</translation>
    </message>
    <message>
        <source>Passphrase of the signing key %1:</source>
        <translation>Phrase secrète de la clé de signature %1&#xa0;:</translation>
    </message>
    <message>
        <source>Give both the key and the certificate.</source>
        <translation>Indiquez la clé et le certificat.</translation>
    </message>
    <message>
        <source>Loading the key and the certificate…</source>
        <translation>Chargement de la clé et du certificat…</translation>
    </message>
    <message>
        <source>Signs as %1</source>
        <translation>Signe en tant que %1</translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>Nom&#xa0;: %1</translation>
    </message>
    <message>
        <source>Organisation: %1</source>
        <translation>Organisation&#xa0;: %1</translation>
    </message>
    <message>
        <source>E-mail: %1</source>
        <translation>Courriel&#xa0;: %1</translation>
    </message>
    <message>
        <source>Issued by: itself (a self-signed certificate)</source>
        <translation>Émis par&#xa0;: lui-même (un certificat auto-signé)</translation>
    </message>
    <message>
        <source>Issued by: %1</source>
        <translation>Émis par&#xa0;: %1</translation>
    </message>
    <message>
        <source>Valid from %1 until %2</source>
        <translation>Valide du %1 au %2</translation>
    </message>
    <message>
        <source>Certificate SHA-256: %1</source>
        <translation>SHA-256 du certificat&#xa0;: %1</translation>
    </message>
    <message>
        <source>Ce&amp;rtificate (PEM):</source>
        <translation>C&amp;ertificat (PEM)&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Custody::SmartReport</name>
    <message>
        <source>The drive&apos;s SMART self-assessment says it is failing.</source>
        <translation>L&apos;auto-évaluation SMART du disque indique qu&apos;il est défaillant.</translation>
    </message>
    <message>
        <source>Attribute %1 %2 is at or below its threshold now.</source>
        <translation>L&apos;attribut %1 %2 est actuellement à son seuil ou en dessous.</translation>
    </message>
    <message>
        <source>Attribute %1 %2 was at or below its threshold in the past.</source>
        <translation>L&apos;attribut %1 %2 a été à son seuil ou en dessous par le passé.</translation>
    </message>
    <message>
        <source>NVMe critical warning: %1.</source>
        <translation>Avertissement critique NVMe&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The latest self-test failed at LBA %1.</source>
        <translation>Le dernier autotest a échoué au LBA %1.</translation>
    </message>
    <message>
        <source>The NVMe endurance estimate is used up (%1%).</source>
        <translation>L&apos;endurance estimée NVMe est épuisée (%1 %).</translation>
    </message>
    <message>
        <source>Reallocated sectors: %1.</source>
        <translation>Secteurs réalloués&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Sectors pending reallocation (unreadable now): %1.</source>
        <translation>Secteurs en attente de réallocation (actuellement illisibles)&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Offline uncorrectable sectors: %1.</source>
        <translation>Secteurs non corrigibles hors ligne&#xa0;: %1.</translation>
    </message>
    <message>
        <source>NVMe media and data integrity errors: %1.</source>
        <translation>Erreurs NVMe de support et d&apos;intégrité des données&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Defects in the grown defect list: %1.</source>
        <translation>Défauts dans la liste des défauts acquis (grown defect list)&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Uncorrected read, write or verify errors: %1.</source>
        <translation>Erreurs de lecture, d&apos;écriture ou de vérification non corrigées&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>Custody::SmartSnapshot</name>
    <message>
        <source>reallocated sectors %1</source>
        <translation>secteurs réalloués %1</translation>
    </message>
    <message>
        <source>pending sectors %1</source>
        <translation>secteurs en attente %1</translation>
    </message>
    <message>
        <source>offline uncorrectable %1</source>
        <translation>non corrigibles hors ligne %1</translation>
    </message>
    <message>
        <source>media errors %1</source>
        <translation>erreurs de support %1</translation>
    </message>
    <message>
        <source>percentage used %1%</source>
        <translation>pourcentage d&apos;usure %1%</translation>
    </message>
    <message>
        <source>grown defects %1</source>
        <translation>défauts apparus %1</translation>
    </message>
    <message>
        <source>power-on hours %1</source>
        <translation>heures de fonctionnement %1</translation>
    </message>
    <message>
        <source>temperature %1 °C</source>
        <translation>température %1 °C</translation>
    </message>
    <message>
        <source>smartctl reported no SMART data for this device.</source>
        <translation>smartctl n&apos;a fourni aucune donnée SMART pour ce périphérique.</translation>
    </message>
    <message>
        <source>condition %1</source>
        <translation>état %1</translation>
    </message>
    <message>
        <source>data incomplete (smartctl exit status bit 2)</source>
        <translation>données incomplètes (bit 2 du code de sortie de smartctl)</translation>
    </message>
</context>
<context>
    <name>Custody::SmartStatus</name>
    <message>
        <source>Checking…</source>
        <translation>Vérification…</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Bon</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Avertissement</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>Défaillant</translation>
    </message>
    <message>
        <source>Unavailable</source>
        <translation>Indisponible</translation>
    </message>
    <message>
        <source>smartctl is reading the drive&apos;s SMART data.</source>
        <translation>smartctl lit les données SMART du disque.</translation>
    </message>
    <message>
        <source>SMART reports no problem.</source>
        <translation>SMART ne signale aucun problème.</translation>
    </message>
</context>
<context>
    <name>Custody::SourceFingerprint</name>
    <message>
        <source>%1: was %2, is now %3</source>
        <translation>%1&#xa0;: était %2, est maintenant %3</translation>
    </message>
    <message>
        <source>kind of source</source>
        <translation>type de source</translation>
    </message>
    <message>
        <source>size in bytes</source>
        <translation>taille en octets</translation>
    </message>
    <message>
        <source>logical sector size</source>
        <translation>taille de secteur logique</translation>
    </message>
    <message>
        <source>physical sector size</source>
        <translation>taille de secteur physique</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modèle</translation>
    </message>
    <message>
        <source>serial number</source>
        <translation>numéro de série</translation>
    </message>
    <message>
        <source>file (device and inode): was %1:%2, is now %3:%4</source>
        <translation>fichier (périphérique et inode)&#xa0;: était %1:%2, est maintenant %3:%4</translation>
    </message>
    <message>
        <source>SHA-256 of the first MiB</source>
        <translation>SHA-256 du premier Mio</translation>
    </message>
    <message>
        <source>SHA-256 of the last MiB</source>
        <translation>SHA-256 du dernier Mio</translation>
    </message>
    <message>
        <source>SHA-256 of the server&apos;s certificate</source>
        <translation>SHA-256 du certificat du serveur</translation>
    </message>
    <message>
        <source>designators of the iSCSI LUN</source>
        <translation>désignateurs de la LUN iSCSI</translation>
    </message>
</context>
<context>
    <name>Custody::SourceLayout</name>
    <message>
        <source>the layout of an E01, split or network source is read through a FUSE view, which needs root</source>
        <translation>la structure d’une source E01, découpée ou réseau est lue par une vue FUSE, qui exige root</translation>
    </message>
    <message>
        <source>the layout was not read within %1 s: the source answers slowly or not at all, and nothing waits for it longer</source>
        <translation>la structure n’a pas été lue en %1 s&#xa0;: la source répond lentement ou pas du tout, et rien ne l’attend plus longtemps</translation>
    </message>
</context>
<context>
    <name>Custody::SystemDisks</name>
    <message>
        <source>the running system (/)</source>
        <translation>le système en cours d’exécution (/)</translation>
    </message>
    <message>
        <source>swap (%1)</source>
        <translation>espace d’échange (%1)</translation>
    </message>
    <message>
        <source>the destination folder %1</source>
        <translation>le dossier de destination %1</translation>
    </message>
</context>
<context>
    <name>Custody::ThroughputChart</name>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>No throughput samples recorded.</source>
        <translation>Aucun échantillon de débit enregistré.</translation>
    </message>
    <message>
        <source>Rate (MB/s)</source>
        <translation>Débit (Mo/s)</translation>
    </message>
    <message>
        <source>Time since the start (%1)</source>
        <translation>Temps écoulé depuis le début (%1)</translation>
    </message>
</context>
<context>
    <name>Custody::ThroughputChartView</name>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Throughput graph</source>
        <translation>Graphique du débit</translation>
    </message>
    <message>
        <source>No throughput samples yet.</source>
        <translation>Pas encore d&apos;échantillon de débit.</translation>
    </message>
    <message>
        <source>Time since the start (%1)</source>
        <translation>Temps écoulé depuis le début (%1)</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>Mo/s</translation>
    </message>
    <message>
        <source>Imaging</source>
        <translation>Création de l’image</translation>
    </message>
    <message>
        <source>Reading back</source>
        <translation>Relecture</translation>
    </message>
    <message>
        <source>Source read again</source>
        <translation>Source relue</translation>
    </message>
    <message>
        <source>%1: current rate %2, average %3.</source>
        <translation>%1&#xa0;: débit actuel %2, moyenne %3.</translation>
    </message>
</context>
<context>
    <name>Custody::Units</name>
    <message>
        <source>C</source>
        <comment>The locale of this translation&apos;s numbers (de_DE, fr_FR): decimal commas in reports</comment>
        <translation>fr_FR</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationChecksView</name>
    <message>
        <source>%1, line %2</source>
        <translation>%1, ligne %2</translation>
    </message>
    <message>
        <source>whole image</source>
        <translation>image entière</translation>
    </message>
    <message>
        <source>segment</source>
        <translation>segment</translation>
    </message>
    <message>
        <source>segment %1</source>
        <translation>segment %1</translation>
    </message>
    <message>
        <source>window</source>
        <translation>fenêtre</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Of</source>
        <translation>De</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Octets</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithme</translation>
    </message>
    <message>
        <source>Logged</source>
        <translation>Journalisé</translation>
    </message>
    <message>
        <source>Computed</source>
        <translation>Calculé</translation>
    </message>
    <message>
        <source>Where logged</source>
        <translation>Où journalisé</translation>
    </message>
    <message>
        <source>bytes %1</source>
        <translation>octets %1</translation>
    </message>
    <message>
        <source>all %1 bytes</source>
        <translation>les %1 octets</translation>
    </message>
    <message>
        <source>size</source>
        <translation>taille</translation>
    </message>
    <message>
        <source>size of %1</source>
        <translation>taille de %1</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 octets</translation>
    </message>
    <message>
        <source>chunk</source>
        <translation>bloc</translation>
    </message>
    <message>
        <source>chunk checksum</source>
        <translation>somme de contrôle du bloc</translation>
    </message>
    <message>
        <source>does not match the chunk</source>
        <translation>ne correspond pas au bloc</translation>
    </message>
    <message>
        <source>signature of %1</source>
        <translation>signature de %1</translation>
    </message>
    <message>
        <source>CMS signature</source>
        <translation>signature CMS</translation>
    </message>
    <message>
        <source>unchanged since signed</source>
        <translation>inchangé depuis la signature</translation>
    </message>
    <message>
        <source>unchanged since signed, by a certificate of the trusted CA %1</source>
        <translation>inchangé depuis la signature, par un certificat de l’AC de confiance %1</translation>
    </message>
    <message>
        <source>the signed log %1 says it was signed, but its signature %2.p7s is not there</source>
        <translation>le journal signé %1 indique que le fichier a été signé, mais sa signature %2.p7s est absente</translation>
    </message>
    <message>
        <source>the signed log %1 says it was signed, but neither it nor its signature is there</source>
        <translation>le journal signé %1 indique que le fichier a été signé, mais ni lui ni sa signature ne sont présents</translation>
    </message>
    <message>
        <source>unchanged since signed, but with another certificate than the one the signed log %1 names (SHA-256 %2)</source>
        <translation>inchangé depuis la signature, mais avec un autre certificat que celui que nomme le journal signé %1 (SHA-256 %2)</translation>
    </message>
    <message>
        <source>%1
certificate SHA-256 %2, signed %3</source>
        <translation>%1
certificat SHA-256 %2, signé le %3</translation>
    </message>
    <message>
        <source>not a signature: %1.p7s is not a detached CMS signature of one signer, so it vouches for nothing</source>
        <translation>pas une signature&#xa0;: %1.p7s n’est pas une signature CMS détachée d’un seul signataire, elle ne garantit donc rien</translation>
    </message>
    <message>
        <source>the signature does not match the file: the file changed since it was signed</source>
        <translation>la signature ne correspond pas au fichier&#xa0;: le fichier a changé depuis sa signature</translation>
    </message>
    <message>
        <source>the signature is damaged: it does not verify with the certificate it carries, so it vouches for nothing</source>
        <translation>la signature est endommagée&#xa0;: elle ne se vérifie pas avec le certificat qu’elle contient, elle ne garantit donc rien</translation>
    </message>
    <message>
        <source>unchanged since signed, but the signer&apos;s certificate has expired: the trusted CA %1 does not vouch for it at the time of this verification</source>
        <translation>inchangé depuis la signature, mais le certificat du signataire a expiré&#xa0;: l’AC de confiance %1 ne le garantit pas au moment de cette vérification</translation>
    </message>
    <message>
        <source>unchanged since signed, but the signer&apos;s certificate is not valid yet: the trusted CA %1 does not vouch for it at the time of this verification</source>
        <translation>inchangé depuis la signature, mais le certificat du signataire n’est pas encore valide&#xa0;: l’AC de confiance %1 ne le garantit pas au moment de cette vérification</translation>
    </message>
    <message>
        <source>unchanged since signed, but the signer&apos;s certificate is not trusted: it was not issued under the trusted CA %1</source>
        <translation>inchangé depuis la signature, mais le certificat du signataire n’est pas de confiance&#xa0;: il n’a pas été émis sous l’AC de confiance %1</translation>
    </message>
    <message>
        <source>the signature does not match the file: the file or its signature changed since it was signed</source>
        <translation>la signature ne correspond pas au fichier&#xa0;: le fichier ou sa signature a changé depuis la signature</translation>
    </message>
    <message>
        <source>unchanged since signed, but the signer&apos;s certificate is not trusted by the CA %1</source>
        <translation>inchangé depuis la signature, mais l’AC %1 ne fait pas confiance au certificat du signataire</translation>
    </message>
    <message>
        <source>OpenSSL: %1</source>
        <translation>OpenSSL&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationDocument</name>
    <message>
        <source>%1, line %2</source>
        <translation>%1, ligne %2</translation>
    </message>
    <message>
        <source>match</source>
        <translation>concordance</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>NON-CONCORDANCE</translation>
    </message>
    <message>
        <source>not checked: %1</source>
        <translation>non vérifiée&#xa0;: %1</translation>
    </message>
    <message>
        <source>whole image</source>
        <translation>image entière</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithme</translation>
    </message>
    <message>
        <source>Of</source>
        <translation>De</translation>
    </message>
    <message>
        <source>Logged</source>
        <translation>Consignée</translation>
    </message>
    <message>
        <source>Computed</source>
        <translation>Calculée</translation>
    </message>
    <message>
        <source>Where logged</source>
        <translation>Emplacement dans le journal</translation>
    </message>
    <message>
        <source>Created (UTC)</source>
        <translation>Créé (UTC)</translation>
    </message>
    <message>
        <source>Created (local time)</source>
        <translation>Créé (heure locale)</translation>
    </message>
    <message>
        <source>Created by</source>
        <translation>Créé par</translation>
    </message>
    <message>
        <source>Verification started</source>
        <translation>Vérification commencée</translation>
    </message>
    <message>
        <source>Verification ended</source>
        <translation>Vérification terminée</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Ligne de commande</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapport</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lu</translation>
    </message>
    <message>
        <source>Segment</source>
        <translation>Segment</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Hashlog</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Written by</source>
        <translation>Écrit par</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Hashlogs</source>
        <translation>Journaux d&apos;empreintes</translation>
    </message>
    <message>
        <source>Logged bytes</source>
        <translation>Octets consignés</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Octets</translation>
    </message>
    <message>
        <source>Sizes</source>
        <translation>Tailles</translation>
    </message>
    <message numerus="yes">
        <source>%n window or segment digest(s) match; the appendix lists every window and segment digest.</source>
        <translation>
            <numerusform>%n empreinte de fenêtre ou de segment concorde&#xa0;; l&apos;annexe liste chaque empreinte de fenêtre et de segment.</numerusform>
            <numerusform>%n empreintes de fenêtre ou de segment concordent&#xa0;; l&apos;annexe liste chaque empreinte de fenêtre et de segment.</numerusform>
        </translation>
    </message>
    <message>
        <source>Digests</source>
        <translation>Empreintes</translation>
    </message>
    <message>
        <source>Appendix: every window and segment digest</source>
        <translation>Annexe&#xa0;: chaque empreinte de fenêtre et de segment</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>Signatures</translation>
    </message>
    <message>
        <source>The undersigned confirm that this report describes the verification they performed or witnessed.</source>
        <translation>Les soussignés confirment que ce rapport décrit la vérification qu&apos;ils ont effectuée ou à laquelle ils ont assisté.</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>Examinateur</translation>
    </message>
    <message>
        <source>Witness</source>
        <translation>Témoin</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signature</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Verification report</source>
        <translation>Rapport de vérification</translation>
    </message>
    <message>
        <source>Custody verification report · %1</source>
        <translation>Rapport de vérification Custody · %1</translation>
    </message>
    <message>
        <source>created %1</source>
        <translation>créé le %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>Examiner&apos;s initials:</source>
        <translation>Initiales de l&apos;examinateur&#xa0;:</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>each as computed</source>
        <translation>chacune comme calculée</translation>
    </message>
    <message>
        <source>%1 to line %2</source>
        <translation>%1 à la ligne %2</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>inconnue</translation>
    </message>
    <message>
        <source>segment, bytes %1</source>
        <translation>segment, octets %1</translation>
    </message>
    <message>
        <source>segment %1, bytes %2</source>
        <translation>segment %1, octets %2</translation>
    </message>
    <message>
        <source>window, bytes %1</source>
        <translation>fenêtre, octets %1</translation>
    </message>
    <message numerus="yes">
        <source>%n pieces, bytes %1</source>
        <translation>
            <numerusform>%n morceau, octets %1</numerusform>
            <numerusform>%n morceaux, octets %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Secteurs</translation>
    </message>
    <message>
        <source>Segment file</source>
        <translation>Fichier de segment</translation>
    </message>
    <message>
        <source>Chunks that fail their checksum</source>
        <translation>Blocs dont la somme de contrôle échoue</translation>
    </message>
    <message>
        <source>Signed by</source>
        <translation>Signé par</translation>
    </message>
    <message>
        <source>Signed at</source>
        <translation>Signé le</translation>
    </message>
    <message>
        <source>Certificate SHA-256</source>
        <translation>Certificat SHA-256</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>inchangé</translation>
    </message>
    <message>
        <source>CHANGED</source>
        <translation>MODIFIÉ</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>non enregistré</translation>
    </message>
    <message>
        <source>SIGNATURE MISSING: the signed log %1 says it was signed</source>
        <translation>SIGNATURE MANQUANTE&#xa0;: le journal signé %1 indique que le fichier a été signé</translation>
    </message>
    <message>
        <source>MISSING: the signed log %1 says it was signed</source>
        <translation>MANQUANT&#xa0;: le journal signé %1 indique que le fichier a été signé</translation>
    </message>
    <message>
        <source>SIGNATURE INVALID</source>
        <translation>SIGNATURE INVALIDE</translation>
    </message>
    <message>
        <source>OTHER SIGNER than the signed log %1 names</source>
        <translation>AUTRE SIGNATAIRE que celui que nomme le journal signé %1</translation>
    </message>
    <message>
        <source>UNTRUSTED at the verification time %1</source>
        <translation>NON FIABLE au moment de la vérification (%1)</translation>
    </message>
    <message>
        <source>unchanged, CA-issued, valid at the verification time %1</source>
        <translation>inchangé, émis par l’AC, valide au moment de la vérification (%1)</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationPanel</name>
    <message>
        <source>&amp;Cancel verification</source>
        <translation>A&amp;nnuler la vérification</translation>
    </message>
    <message>
        <source>&amp;Save report…</source>
        <translation>&amp;Enregistrer le rapport…</translation>
    </message>
    <message>
        <source>&amp;Print report…</source>
        <translation>Imp&amp;rimer le rapport…</translation>
    </message>
    <message>
        <source>Verify %1</source>
        <translation>Vérifier %1</translation>
    </message>
    <message>
        <source>Verifying %1 against %2</source>
        <translation>Vérification de %1 avec %2</translation>
    </message>
    <message>
        <source>FAILED: %1</source>
        <translation>ÉCHEC&#xa0;: %1</translation>
    </message>
    <message>
        <source>Verified %1</source>
        <translation>%1 vérifiée</translation>
    </message>
    <message>
        <source>Save the verification report</source>
        <translation>Enregistrer le rapport de vérification</translation>
    </message>
    <message>
        <source>Report not saved</source>
        <translation>Rapport non enregistré</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;Text and JSON (*.txt)</source>
        <translation>PDF (*.pdf);;Texte et JSON (*.txt)</translation>
    </message>
    <message>
        <source>Report not printed</source>
        <translation>Rapport non imprimé</translation>
    </message>
    <message>
        <source>MATCH</source>
        <translation>CONCORDANCE</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>NON-CONCORDANCE</translation>
    </message>
    <message>
        <source>NOT VERIFIED</source>
        <translation>NON VÉRIFIÉ</translation>
    </message>
    <message>
        <source>INCOMPLETE</source>
        <translation>INCOMPLÈTE</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>ÉCHEC</translation>
    </message>
    <message>
        <source>Verify %1: %2</source>
        <translation>Vérifier %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Report saved: %1 (SHA-256 %2)</source>
        <translation>Rapport enregistré&#xa0;: %1 (SHA-256 %2)</translation>
    </message>
    <message>
        <source>Report saved: %1</source>
        <translation>Rapport enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <source>the hashlog %1</source>
        <translation>le journal d&apos;empreintes %1</translation>
    </message>
    <message>
        <source>Vie&amp;w report</source>
        <translation>&amp;Voir le rapport</translation>
    </message>
    <message>
        <source>Print the verification report</source>
        <translation>Imprimer le rapport de vérification</translation>
    </message>
    <message>
        <source>Verification report</source>
        <translation>Rapport de vérification</translation>
    </message>
    <message>
        <source>Report not shown</source>
        <translation>Rapport non affiché</translation>
    </message>
    <message>
        <source>Signature of %1: %2</source>
        <translation>Signature de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The first window or segment that differs covers bytes %1.</source>
        <translation>La première fenêtre ou le premier segment qui diffère couvre les octets %1.</translation>
    </message>
    <message>
        <source>Saving the report to %1…</source>
        <translation>Enregistrement du rapport dans %1…</translation>
    </message>
    <message>
        <source>%1: %2 at %3</source>
        <translation>%1&#xa0;: %2 à %3</translation>
    </message>
    <message>
        <source>Not signed: no signature (FILE.p7s) beside the image or its hashlogs</source>
        <translation>Non signé&#xa0;: aucune signature (FICHIER.p7s) à côté de l’image ou de ses journaux de hachage</translation>
    </message>
    <message>
        <source>Signed by %1: %2</source>
        <translation>Signé par %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n signature(s) fail: see above and the signature rows below.</source>
        <translation>
            <numerusform>%n signature échoue&#xa0;: voir ci-dessus et les lignes de signature ci-dessous.</numerusform>
            <numerusform>%n signatures échouent&#xa0;: voir ci-dessus et les lignes de signature ci-dessous.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: read as %2</source>
        <translation>%1&#xa0;: lu comme %2</translation>
    </message>
    <message>
        <source>Report not saved: %1</source>
        <translation>Rapport non enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <source>Not signed: %1</source>
        <translation>Non signé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Signed by %1.</source>
        <translation>Signé par %1.</translation>
    </message>
    <message>
        <source>Not signed: no signing identity is set (File → Signing identity…).</source>
        <translation>Non signé&#xa0;: aucune identité de signature n’est définie (Fichier → Identité de signature…).</translation>
    </message>
    <message>
        <source>%1 is beside the report and is no CMS signature: move it away or save the report under another name.</source>
        <translation>%1 se trouve à côté du rapport et n&apos;est pas une signature CMS&#xa0;: déplacez-le ou enregistrez le rapport sous un autre nom.</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationPlan</name>
    <message>
        <source>%1 more</source>
        <translation>%1 autres</translation>
    </message>
    <message>
        <source>it holds hashes of %1 different files or runs (%2), and none is named like the image %3 or one of its segments</source>
        <translation>il contient les empreintes de %1 fichiers ou exécutions différents (%2), et aucun ne porte le nom de l&apos;image %3 ou de l&apos;un de ses segments</translation>
    </message>
    <message>
        <source>%1 names &apos;%2&apos;, not the image %3: its hashes are taken as the image&apos;s</source>
        <translation>%1 désigne «&#xa0;%2&#xa0;», et non l&apos;image %3&#xa0;: ses empreintes sont considérées comme celles de l&apos;image</translation>
    </message>
    <message>
        <source>algorithm %1 is not supported</source>
        <translation>l&apos;algorithme %1 n&apos;est pas pris en charge</translation>
    </message>
    <message numerus="yes">
        <source>%1 also lists %n other file(s), not checked</source>
        <translation>
            <numerusform>%1 liste aussi %n autre fichier, non vérifié</numerusform>
            <numerusform>%1 liste aussi %n autres fichiers, non vérifiés</numerusform>
        </translation>
    </message>
    <message>
        <source>the log&apos;s hash windows are checked instead</source>
        <translation>les fenêtres d&apos;empreinte du journal sont vérifiées à la place</translation>
    </message>
    <message>
        <source>the pieces are not windows of one size from the start of the image, which one read can check</source>
        <translation>les morceaux ne sont pas des fenêtres de taille unique depuis le début de l&apos;image, qu&apos;une seule lecture pourrait vérifier</translation>
    </message>
    <message>
        <source>windows of %1 bytes; this read checks windows of %2 bytes</source>
        <translation>fenêtres de %1 octets&#xa0;; cette lecture vérifie des fenêtres de %2 octets</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationReport</name>
    <message>
        <source>%1, line %2</source>
        <translation>%1, ligne %2</translation>
    </message>
    <message>
        <source>The verification was cancelled before the end of the image.</source>
        <translation>La vérification a été annulée avant la fin de l&apos;image.</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>%1, %2 bytes</source>
        <translation>%1, %2 octets</translation>
    </message>
    <message>
        <source>Hashlog</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>remarque&#xa0;: %1</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>%1%2 bytes, as logged (%3)</source>
        <translation>%1%2 octets, comme dans le journal (%3)</translation>
    </message>
    <message>
        <source>MISMATCH  %1%2 bytes, the log records %3 (%4)</source>
        <translation>DIFFÉRENT %1%2 octets, le journal indique %3 (%4)</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>MISMATCH  %1: logged %2, image %3 (%4)</source>
        <translation>DIFFÉRENT %1&#xa0;: journal %2, image %3 (%4)</translation>
    </message>
    <message>
        <source>not checked: %1: %2 (%3)</source>
        <translation>non vérifié&#xa0;: %1&#xa0;: %2 (%3)</translation>
    </message>
    <message>
        <source>match     %1 (%2)</source>
        <translation>identique %1 (%2)</translation>
    </message>
    <message>
        <source>MISMATCH  logged %1, image %2 (%3)</source>
        <translation>DIFFÉRENT journal %1, image %2 (%3)</translation>
    </message>
    <message>
        <source>not checked: %1 (%2)</source>
        <translation>non vérifié&#xa0;: %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n image or file digest(s)</source>
        <translation>
            <numerusform>%n empreinte d&apos;image ou de fichier</numerusform>
            <numerusform>%n empreintes d&apos;image ou de fichier</numerusform>
        </translation>
    </message>
    <message>
        <source>Verdict: MATCH. %1 checked: all agree with the image.%2</source>
        <translation>Verdict&#xa0;: CONCORDANCE. Vérifiées&#xa0;: %1&#xa0;; toutes concordent avec l&apos;image.%2</translation>
    </message>
    <message numerus="yes">
        <source>Verdict: NOT VERIFIED. None of the %n digest(s) the hashlog records could be checked (see above); nothing is proven.</source>
        <translation>
            <numerusform>Verdict&#xa0;: NON VÉRIFIÉ. Aucune des empreintes enregistrées dans le journal (%n) n&apos;a pu être vérifiée (voir ci-dessus)&#xa0;; rien n&apos;est prouvé.</numerusform>
            <numerusform>Verdict&#xa0;: NON VÉRIFIÉ. Aucune des %n empreintes enregistrées dans le journal n&apos;a pu être vérifiée (voir ci-dessus)&#xa0;; rien n&apos;est prouvé.</numerusform>
        </translation>
    </message>
    <message>
        <source>Verdict: INCOMPLETE. The %1 checked agree with the image, but no digest covers %2 (the first such range): the image as a whole is not verified.</source>
        <translation>Verdict&#xa0;: INCOMPLET. Les empreintes vérifiées (%1) concordent avec l&apos;image, mais aucune empreinte ne couvre les %2 (première plage de ce type)&#xa0;: l&apos;image dans son ensemble n&apos;est pas vérifiée.</translation>
    </message>
    <message>
        <source>Verdict: FAILED. The image was not read to the end; nothing is proven.</source>
        <translation>Verdict&#xa0;: ÉCHEC. L&apos;image n&apos;a pas été lue jusqu&apos;au bout&#xa0;; rien n&apos;est prouvé.</translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>non calculée</translation>
    </message>
    <message>
        <source>the image ends before this piece</source>
        <translation>l&apos;image se termine avant ce morceau</translation>
    </message>
    <message>
        <source>the image was not read to the end</source>
        <translation>l&apos;image n&apos;a pas été lue jusqu&apos;au bout</translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s) (windows or segments): %1 match, %2 mismatch, %3 not checked</source>
        <translation>
            <numerusform>%n morceau (fenêtres ou segments)&#xa0;: %1 identiques, %2 différents, %3 non vérifiés</numerusform>
            <numerusform>%n morceaux (fenêtres ou segments)&#xa0;: %1 identiques, %2 différents, %3 non vérifiés</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>two counts of digests</comment>
        <translation>%1 et %2</translation>
    </message>
    <message numerus="yes">
        <source>%n window or segment digest(s)</source>
        <translation>
            <numerusform>%n empreinte de fenêtre ou de segment</numerusform>
            <numerusform>%n empreintes de fenêtre ou de segment</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n logged digest(s) could not be checked (see above).</source>
        <translation>
            <numerusform>%n empreinte du journal n&apos;a pas pu être vérifiée (voir ci-dessus).</numerusform>
            <numerusform>%n empreintes du journal n&apos;ont pas pu être vérifiées (voir ci-dessus).</numerusform>
        </translation>
    </message>
    <message>
        <source>Verdict: MISMATCH. The image differs from what the hashlog records (%1 checked; %2 differ, and so does the size).</source>
        <translation>Verdict&#xa0;: NON-CONCORDANCE. L&apos;image diffère de ce qu&apos;indique le journal d&apos;empreintes (vérifiées&#xa0;: %1&#xa0;; différentes&#xa0;: %2, ainsi que la taille).</translation>
    </message>
    <message>
        <source>Verdict: MISMATCH. The image differs from what the hashlog records (%1 checked; %2 differ).</source>
        <translation>Verdict&#xa0;: NON-CONCORDANCE. L&apos;image diffère de ce qu&apos;indique le journal d&apos;empreintes (vérifiées&#xa0;: %1&#xa0;; différentes&#xa0;: %2).</translation>
    </message>
    <message>
        <source>bytes %1</source>
        <translation>octets %1</translation>
    </message>
    <message>
        <source>Windows or segments that differ: %1.</source>
        <translation>Fenêtres ou segments qui diffèrent&#xa0;: %1.</translation>
    </message>
    <message>
        <source>segment %1 of the E01 image is missing</source>
        <translation>le segment %1 de l’image E01 est manquant</translation>
    </message>
    <message>
        <source>Chunk</source>
        <translation>Bloc</translation>
    </message>
    <message>
        <source>CHECKSUM ERROR  %1 (sectors %2) in %3</source>
        <translation>ERREUR DE SOMME DE CONTRÔLE  %1 (secteurs %2) dans %3</translation>
    </message>
    <message numerus="yes">
        <source>Verdict: MISMATCH. %n chunk(s) of the image fail their checksum (see above); %1 checked, %2 differ.</source>
        <translation>
            <numerusform>Verdict&#xa0;: NON-CONCORDANCE. %n bloc de l’image échoue à sa somme de contrôle (voir ci-dessus)&#xa0;; %1 vérifiées, %2 diffèrent.</numerusform>
            <numerusform>Verdict&#xa0;: NON-CONCORDANCE. %n blocs de l’image échouent à leur somme de contrôle (voir ci-dessus)&#xa0;; %1 vérifiées, %2 diffèrent.</numerusform>
        </translation>
    </message>
    <message>
        <source>the E01 image stores no MD5 or SHA-1 of its media data, and no hashlog was given: there is nothing to check it against</source>
        <translation>l’image E01 ne conserve ni MD5 ni SHA-1 de ses données, et aucun journal d’empreintes n’a été donné&#xa0;: il n’y a rien à quoi la comparer</translation>
    </message>
    <message>
        <source>%1 stores no MD5 or SHA-1 of its media data</source>
        <translation>%1 ne conserve ni MD5 ni SHA-1 de ses données</translation>
    </message>
    <message>
        <source>%1 hashes the E01&apos;s segment files themselves, not its media data: not checked here (md5sum -c or sha256sum -c checks them)</source>
        <translation>%1 contient les empreintes des fichiers de segment de l’E01 eux-mêmes, pas de ses données&#xa0;: non vérifiées ici (md5sum -c ou sha256sum -c les vérifie)</translation>
    </message>
    <message>
        <source>%1 is segment %2 of an E01 image, not segment %3: it was renamed or belongs to another image</source>
        <translation>%1 est le segment %2 d’une image E01, et non le segment %3&#xa0;: il a été renommé ou appartient à une autre image</translation>
    </message>
    <message>
        <source>%1 and %2 belong to different E01 images: their set identifiers are %3 and %4</source>
        <translation>%1 et %2 appartiennent à des images E01 différentes&#xa0;: leurs identifiants de jeu sont %3 et %4</translation>
    </message>
    <message>
        <source>an unrecorded time</source>
        <translation>une heure non enregistrée</translation>
    </message>
    <message>
        <source>Signed</source>
        <translation>Signé</translation>
    </message>
    <message>
        <source>CHANGED  %1 since it was signed by %2 at %3, or its signature is damaged (%4)</source>
        <translation>MODIFIÉ  %1 depuis sa signature par %2 le %3, ou sa signature est endommagée (%4)</translation>
    </message>
    <message>
        <source>%1: unchanged since signed at %2 with a certificate naming %3 (SHA-256 %4; not checked against a CA)</source>
        <translation>%1&#xa0;: inchangé depuis sa signature le %2 avec un certificat au nom de %3 (SHA-256 %4&#xa0;; non vérifié auprès d’une autorité de certification)</translation>
    </message>
    <message>
        <source>SIGNATURE MISSING  %1: the signed log %2 says it was signed at %3 with a certificate naming %4 (SHA-256 %5), but its signature %1.p7s is not there</source>
        <translation>SIGNATURE MANQUANTE  %1&#xa0;: le journal signé %2 indique que le fichier a été signé le %3 avec un certificat au nom de %4 (SHA-256 %5), mais sa signature %1.p7s est absente</translation>
    </message>
    <message>
        <source>MISSING  %1: the signed log %2 says it was signed at %3 with a certificate naming %4 (SHA-256 %5), but neither it nor its signature is there</source>
        <translation>MANQUANT  %1&#xa0;: le journal signé %2 indique que le fichier a été signé le %3 avec un certificat au nom de %4 (SHA-256 %5), mais ni lui ni sa signature ne sont présents</translation>
    </message>
    <message>
        <source>SIGNATURE INVALID  %1: %1.p7s is not a detached CMS signature of one signer (%2)</source>
        <translation>SIGNATURE INVALIDE  %1&#xa0;: %1.p7s n’est pas une signature CMS détachée d’un seul signataire (%2)</translation>
    </message>
    <message>
        <source>OTHER SIGNER  %1: unchanged since signed at %2 with a certificate naming %3 (SHA-256 %4), but the signed log %5 says it was signed with the certificate SHA-256 %6</source>
        <translation>AUTRE SIGNATAIRE  %1&#xa0;: inchangé depuis sa signature le %2 avec un certificat au nom de %3 (SHA-256 %4), mais le journal signé %5 indique que le fichier a été signé avec le certificat SHA-256 %6</translation>
    </message>
    <message>
        <source>UNTRUSTED  %1: signed (at %2, as the signer states) with a certificate naming %3 (SHA-256 %4) that the CA %5 does not vouch for at the time of this verification, %6: %7</source>
        <translation>NON FIABLE  %1&#xa0;: signé (le %2, selon le signataire) avec un certificat au nom de %3 (SHA-256 %4) que l’AC %5 ne garantit pas au moment de cette vérification, %6&#xa0;: %7</translation>
    </message>
    <message>
        <source>%1: unchanged since signed (at %2, as the signer states) with a certificate naming %3 (SHA-256 %4), issued under the CA %5 and valid at the time of this verification, %6</source>
        <translation>%1&#xa0;: inchangé depuis sa signature (le %2, selon le signataire) avec un certificat au nom de %3 (SHA-256 %4), émis sous l’AC %5 et valide au moment de cette vérification, %6</translation>
    </message>
    <message numerus="yes">
        <source>Verdict: MISMATCH. %n signed file(s) changed since they were signed, lack the signature the signed log says they have, or were signed under no trusted CA (see above); %1 checked, %2 differ from the image.</source>
        <translation>
            <numerusform>Verdict&#xa0;: NON-CONCORDANCE. %n fichier signé a changé depuis sa signature, n’a pas la signature que le journal signé lui attribue, ou a été signé hors de toute AC de confiance (voir ci-dessus)&#xa0;; %1 vérifiées, %2 diffèrent de l’image.</numerusform>
            <numerusform>Verdict&#xa0;: NON-CONCORDANCE. %n fichiers signés ont changé depuis leur signature, n’ont pas la signature que le journal signé leur attribue, ou ont été signés hors de toute AC de confiance (voir ci-dessus)&#xa0;; %1 vérifiées, %2 diffèrent de l’image.</numerusform>
        </translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Affaire</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Scellé</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>Examinateur</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationVerdict</name>
    <message>
        <source>MATCH</source>
        <translation>CONCORDANCE</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>DIVERGENCE</translation>
    </message>
    <message>
        <source>VERIFICATION FAILED</source>
        <translation>ÉCHEC DE LA VÉRIFICATION</translation>
    </message>
    <message>
        <source>INCOMPLETE: NOT A MATCH</source>
        <translation>INCOMPLÈTE&#xa0;: PAS DE CONCORDANCE</translation>
    </message>
    <message>
        <source>NOT VERIFIED</source>
        <translation>NON VÉRIFIÉ</translation>
    </message>
    <message>
        <source>The image read-back was cancelled before it finished.</source>
        <translation>La relecture de l&apos;image a été annulée avant la fin.</translation>
    </message>
    <message>
        <source>The image could not be read back: %1</source>
        <translation>L&apos;image n&apos;a pas pu être relue&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 of the image read back differs from the acquisition hash: the image is not what was acquired.</source>
        <translation>%1 de l&apos;image relue diffère de l&apos;empreinte de l&apos;acquisition&#xa0;: l&apos;image n&apos;est pas ce qui a été acquis.</translation>
    </message>
    <message>
        <source>No hash of the image differs, but %1 was not computed again, so the image is not shown to be what was acquired.</source>
        <translation>Aucune empreinte de l&apos;image ne diffère, mais %1 n&apos;a pas été recalculé&#xa0;; il n&apos;est donc pas établi que l&apos;image est ce qui a été acquis.</translation>
    </message>
    <message>
        <source>Every hash (%1) of the image read back equals the acquisition hash.</source>
        <translation>Chaque empreinte (%1) de l&apos;image relue est égale à celle de l&apos;acquisition.</translation>
    </message>
    <message>
        <source>The second read of the source was cancelled before it finished.</source>
        <translation>La seconde lecture de la source a été annulée avant la fin.</translation>
    </message>
    <message>
        <source>The source could not be read again: %1</source>
        <translation>La source n&apos;a pas pu être relue&#xa0;: %1</translation>
    </message>
    <message>
        <source>The source read again has the acquisition hashes.</source>
        <translation>La source relue a les empreintes de l&apos;acquisition.</translation>
    </message>
    <message>
        <source>The source read again has other hashes over unreadable sectors; this record predates the sector-by-sector comparison, so the source was not compared with the image.</source>
        <translation>La source relue a d&apos;autres empreintes, sur des secteurs illisibles&#xa0;; cet enregistrement précède la comparaison secteur par secteur, la source n&apos;a donc pas été comparée à l&apos;image.</translation>
    </message>
    <message>
        <source>The source read again does not have the acquisition hashes, although no sector was unreadable.</source>
        <translation>La source relue n&apos;a pas les empreintes de l&apos;acquisition, bien qu&apos;aucun secteur n&apos;ait été illisible.</translation>
    </message>
    <message>
        <source>The source read again differs from the image: %1 bytes in sectors read both times, the first at byte offset %2.</source>
        <translation>La source relue diffère de l&apos;image&#xa0;: %1 octets dans des secteurs lus les deux fois, le premier à la position %2.</translation>
    </message>
    <message>
        <source>No sector of the source could be read both times, so the source was not compared with the image.</source>
        <translation>Aucun secteur de la source n&apos;a pu être lu les deux fois, la source n&apos;a donc pas été comparée à l&apos;image.</translation>
    </message>
    <message>
        <source>The source read again equals the image in every sector read both times (%1 bytes).</source>
        <translation>La source relue est égale à l&apos;image dans chaque secteur lu les deux fois (%1 octets).</translation>
    </message>
    <message>
        <source>%1 bytes unreadable in one of the two reads were not compared.</source>
        <translation>%1 octets illisibles lors de l&apos;une des deux lectures n&apos;ont pas été comparés.</translation>
    </message>
    <message>
        <source>Of those, %1 bytes were unreadable during the acquisition and read now: their content is not in the image.</source>
        <translation>Parmi eux, %1 octets étaient illisibles lors de l&apos;acquisition et sont lus maintenant&#xa0;: leur contenu n&apos;est pas dans l&apos;image.</translation>
    </message>
    <message>
        <source>No verification is recorded: the image has not been read back and compared with the acquisition hashes.</source>
        <translation>Aucune vérification n&apos;est enregistrée&#xa0;: l&apos;image n&apos;a pas été relue ni comparée aux empreintes de l&apos;acquisition.</translation>
    </message>
    <message>
        <source>The acquisition has no hash to compare the verification with.</source>
        <translation>L&apos;acquisition n&apos;a pas d&apos;empreinte à laquelle comparer la vérification.</translation>
    </message>
    <message>
        <source>The source was not read again.</source>
        <translation>La source n&apos;a pas été relue.</translation>
    </message>
    <message>
        <source>The image could not be read for the comparison with the source: %1</source>
        <translation>L&apos;image n&apos;a pas pu être lue pour la comparaison avec la source&#xa0;: %1</translation>
    </message>
    <message>
        <source>The software write-block was found lifted on %1 before the end of the acquisition: the source was writable at some point during it.</source>
        <translation>Le blocage en écriture logiciel a été trouvé levé sur %1 avant la fin de l&apos;acquisition&#xa0;: la source a été accessible en écriture à un moment donné pendant celle-ci.</translation>
    </message>
</context>
<context>
    <name>Custody::VerifyDialog</name>
    <message>
        <source>Verify an image</source>
        <translation>Vérifier une image</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>&amp;Image:</source>
        <translation>&amp;Image&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Hashlogs:</source>
        <translation>Journaux d&apos;&amp;empreintes&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Add hashlog…</source>
        <translation>Ajouter un &amp;journal…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>Re&amp;tirer</translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <source>Image to verify</source>
        <translation>Image à vérifier</translation>
    </message>
    <message>
        <source>Hashlog</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 n&apos;est pas un fichier.</translation>
    </message>
    <message>
        <source>No hashlog found next to the image: add one.</source>
        <translation>Aucun journal d&apos;empreintes trouvé à côté de l&apos;image&#xa0;: ajoutez-en un.</translation>
    </message>
    <message>
        <source>Looking for hashlogs next to the image…</source>
        <translation>Recherche des journaux d&apos;empreintes à côté de l&apos;image…</translation>
    </message>
    <message>
        <source>Choose the image (for a split or E01 image, any of its segments).</source>
        <translation>Choisissez l’image (pour une image découpée ou E01, l’un quelconque de ses segments).</translation>
    </message>
    <message>
        <source>optional: signatures must come from this CA (PEM)</source>
        <translation>facultatif&#xa0;: les signatures doivent venir de cette AC (PEM)</translation>
    </message>
    <message>
        <source>Brow&amp;se…</source>
        <translation>Pa&amp;rcourir…</translation>
    </message>
    <message>
        <source>The CA certificate signers must chain to</source>
        <translation>Le certificat de l’AC dont les signataires doivent dépendre</translation>
    </message>
    <message>
        <source>PEM files (*.pem *.crt);;All files (*)</source>
        <translation>Fichiers PEM (*.pem *.crt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Still looking at %1 and for hashlogs next to it: its folder does not answer (a share that is slow or gone?).</source>
        <translation>Examen de %1 et recherche des journaux de hachage voisins en cours : son dossier ne répond pas (un partage réseau lent ou déconnecté ?).</translation>
    </message>
    <message>
        <source>Read as</source>
        <translation>Lu comme</translation>
    </message>
    <message>
        <source>its folder does not answer</source>
        <translation>son dossier ne répond pas</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>lecture…</translation>
    </message>
    <message>
        <source>not readable</source>
        <translation>illisible</translation>
    </message>
    <message>
        <source>%1 cannot be read as a hashlog: %2
Remove it, or add another.</source>
        <translation>%1 ne peut pas être lu comme journal de hachage&#xa0;: %2
Retirez-le, ou ajoutez-en un autre.</translation>
    </message>
    <message>
        <source>Hashlogs</source>
        <translation>Journaux d’empreintes</translation>
    </message>
    <message>
        <source>&amp;Trusted CA:</source>
        <translation>AC de con&amp;fiance&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Custody::VolumeMounts</name>
    <message>
        <source>encrypted: listed, not unlocked</source>
        <translation>chiffré : listé, non déverrouillé</translation>
    </message>
    <message>
        <source>not a file system (%1)</source>
        <translation>pas un système de fichiers (%1)</translation>
    </message>
    <message>
        <source>this kernel has no %1 driver</source>
        <translation>ce noyau n’a pas de pilote %1</translation>
    </message>
    <message>
        <source>no loop device: %1</source>
        <translation>pas de périphérique loop : %1</translation>
    </message>
    <message>
        <source>the mount failed: %1</source>
        <translation>le montage a échoué : %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: in use by %2, set up on a file in it; detach it (losetup -d), then unmount again</source>
        <translation>%1 : utilisé par %2, configuré sur un fichier qu’il contient ; détachez-le (losetup -d), puis démontez à nouveau</translation>
    </message>
</context>
<context>
    <name>Custody::WipeCertificateActions</name>
    <message>
        <source>Save a copy of the wipe certificate</source>
        <translation>Enregistrer une copie du certificat d&apos;effacement</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Wipe certificate</source>
        <translation>Certificat d&apos;effacement</translation>
    </message>
    <message>
        <source>Print the wipe certificate</source>
        <translation>Imprimer le certificat d&apos;effacement</translation>
    </message>
</context>
<context>
    <name>Custody::WipeCertificateDocument</name>
    <message>
        <source>PASSED</source>
        <translation>RÉUSSI</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>ÉCHOUÉ</translation>
    </message>
    <message>
        <source>CANCELLED</source>
        <translation>ANNULÉ</translation>
    </message>
    <message>
        <source>NOT VERIFIED</source>
        <translation>NON VÉRIFIÉ</translation>
    </message>
    <message>
        <source>Sterile: every one of the %1 sectors the drive shows was read back from the medium holding the pattern %2. Nothing was written.</source>
        <translation>Stérile&#xa0;: chacun des %1 secteurs que montre le disque a été relu sur le support et contient le motif %2. Rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <source>Sterile: every one of the %1 sectors the drive shows was written with the pattern %2 and read back from the medium holding it.</source>
        <translation>Stérile&#xa0;: chacun des %1 secteurs que montre le disque a été écrit avec le motif %2 et relu sur le support, qui le contient.</translation>
    </message>
    <message numerus="yes">
        <source>Not sterile: %n sector(s) do not hold the pattern (listed under Failed sectors).</source>
        <translation>
            <numerusform>Non stérile&#xa0;: %n secteur ne contient pas le motif (listé sous Secteurs en échec).</numerusform>
            <numerusform>Non stérile&#xa0;: %n secteurs ne contiennent pas le motif (listés sous Secteurs en échec).</numerusform>
        </translation>
    </message>
    <message>
        <source>Not sterile: the wipe stopped before its end, after %1 of the %2 sectors were written and %3 read back: %4</source>
        <translation>Non stérile&#xa0;: l&apos;effacement s&apos;est arrêté avant la fin, après %1 des %2 secteurs écrits et %3 relus&#xa0;: %4</translation>
    </message>
    <message>
        <source>Not sterile: cancelled by the examiner after %1 of the %2 sectors were written and %3 read back.</source>
        <translation>Non stérile&#xa0;: annulé par l&apos;enquêteur après %1 des %2 secteurs écrits et %3 relus.</translation>
    </message>
    <message>
        <source>Not proven sterile: the sectors were not all read back from the medium (%1 of %2 read back, %3).</source>
        <translation>Stérilité non prouvée&#xa0;: les secteurs n&apos;ont pas tous été relus sur le support (%1 sur %2 relus, %3).</translation>
    </message>
    <message>
        <source>%1 Not wiped: the host cannot write there.</source>
        <translation>%1 Non effacé&#xa0;: la machine ne peut pas y écrire.</translation>
    </message>
    <message>
        <source>Drive wipe certificate</source>
        <translation>Certificat d&apos;effacement de disque</translation>
    </message>
    <message>
        <source>Custody wipe certificate · %1 · serial %2</source>
        <translation>Certificat d&apos;effacement Custody · %1 · n° de série %2</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>non enregistré</translation>
    </message>
    <message>
        <source>created %1</source>
        <translation>créé le %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>Examiner&apos;s initials:</source>
        <translation>Initiales de l&apos;examinateur&#xa0;:</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>%1 sectors (%2 bytes)</source>
        <translation>%1 secteurs (%2 octets)</translation>
    </message>
    <message>
        <source>zeros (0x00)</source>
        <translation>zéros (0x00)</translation>
    </message>
    <message>
        <source>random: the %1 keystream of the key and initial counter below, which make it again</source>
        <translation>aléatoire&#xa0;: le flux de clé %1 de la clé et du compteur initial ci-dessous, qui permettent de le refaire</translation>
    </message>
    <message>
        <source>the byte %1 in every position</source>
        <translation>l&apos;octet %1 à chaque position</translation>
    </message>
    <message>
        <source>verify only: nothing was written</source>
        <translation>vérification seule&#xa0;: rien n&apos;a été écrit</translation>
    </message>
    <message>
        <source>BLKZEROOUT: the drive (or the kernel for it) wrote zeros; a range it refused was written with O_DIRECT</source>
        <translation>BLKZEROOUT&#xa0;: le disque (ou le noyau à sa place) a écrit des zéros&#xa0;; une plage refusée a été écrite avec O_DIRECT</translation>
    </message>
    <message>
        <source>written in aligned blocks with O_DIRECT, then the drive&apos;s cache flushed</source>
        <translation>écrit par blocs alignés avec O_DIRECT, puis le cache du disque vidé</translation>
    </message>
    <message>
        <source>every sector read from the medium with O_DIRECT</source>
        <translation>chaque secteur lu sur le support avec O_DIRECT</translation>
    </message>
    <message>
        <source>O_DIRECT refused by the device: read through the page cache after dropping it (BLKFLSBUF, POSIX_FADV_DONTNEED)</source>
        <translation>O_DIRECT refusé par le périphérique&#xa0;: lu à travers le cache de pages après l&apos;avoir vidé (BLKFLSBUF, POSIX_FADV_DONTNEED)</translation>
    </message>
    <message>
        <source>O_DIRECT refused by the device and the page cache could not be dropped: the read-back may have come from memory</source>
        <translation>O_DIRECT refusé par le périphérique et le cache de pages n&apos;a pas pu être vidé&#xa0;: la relecture a pu venir de la mémoire</translation>
    </message>
    <message>
        <source>first byte not the pattern at offset %1 (sector %2, byte %3): %4</source>
        <translation>premier octet différent du motif à la position %1 (secteur %2, octet %3)&#xa0;: %4</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>erreur d&apos;écriture</translation>
    </message>
    <message>
        <source>read error</source>
        <translation>erreur de lecture</translation>
    </message>
    <message>
        <source>not the pattern</source>
        <translation>pas le motif</translation>
    </message>
    <message>
        <source>Certificate</source>
        <translation>Certificat</translation>
    </message>
    <message>
        <source>Created (UTC)</source>
        <translation>Créé (UTC)</translation>
    </message>
    <message>
        <source>Created (local time)</source>
        <translation>Créé (heure locale)</translation>
    </message>
    <message>
        <source>Created by</source>
        <translation>Créé par</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Ligne de commande</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Machine</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>Système d&apos;exploitation</translation>
    </message>
    <message>
        <source>%1, kernel %2</source>
        <translation>%1, noyau %2</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Périphérique</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Numéro de série</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Micrologiciel</translation>
    </message>
    <message>
        <source>Bus</source>
        <translation>Bus</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>%1 bytes = %2 sectors of %3 bytes (%4)</source>
        <translation>%1 octets = %2 secteurs de %3 octets (%4)</translation>
    </message>
    <message>
        <source>Sector size</source>
        <translation>Taille de secteur</translation>
    </message>
    <message>
        <source>%1 bytes logical, %2 bytes physical</source>
        <translation>%1 octets logiques, %2 octets physiques</translation>
    </message>
    <message>
        <source>SMART at start</source>
        <translation>SMART au début</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>not asked for</source>
        <translation>non demandé</translation>
    </message>
    <message>
        <source>Hidden areas</source>
        <translation>Zones cachées</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Disque</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Motif</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source>Initial counter</source>
        <translation>Compteur initial</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Méthode</translation>
    </message>
    <message>
        <source>Read-back</source>
        <translation>Relecture</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Sectors written</source>
        <translation>Secteurs écrits</translation>
    </message>
    <message>
        <source>Sectors verified</source>
        <translation>Secteurs vérifiés</translation>
    </message>
    <message>
        <source>Sectors failed</source>
        <translation>Secteurs en échec</translation>
    </message>
    <message>
        <source>Stopped by</source>
        <translation>Arrêté par</translation>
    </message>
    <message>
        <source>Wipe</source>
        <translation>Effacement</translation>
    </message>
    <message>
        <source>First sector</source>
        <translation>Premier secteur</translation>
    </message>
    <message>
        <source>Last sector</source>
        <translation>Dernier secteur</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Secteurs</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Raison</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Détail</translation>
    </message>
    <message>
        <source>Failed sectors</source>
        <translation>Secteurs en échec</translation>
    </message>
    <message>
        <source>holds the pattern, read back</source>
        <translation>contient le motif, relu</translation>
    </message>
    <message>
        <source>written, not read back</source>
        <translation>écrit, non relu</translation>
    </message>
    <message>
        <source>not written</source>
        <translation>non écrit</translation>
    </message>
    <message>
        <source>not read</source>
        <translation>non lu</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>en échec</translation>
    </message>
    <message>
        <source>The drive&apos;s sectors, from the first to the last.</source>
        <translation>Les secteurs du disque, du premier au dernier.</translation>
    </message>
    <message>
        <source>Writing: bytes written over time.</source>
        <translation>Écriture&#xa0;: octets écrits au fil du temps.</translation>
    </message>
    <message>
        <source>Reading back: bytes read over time.</source>
        <translation>Relecture&#xa0;: octets lus au fil du temps.</translation>
    </message>
    <message>
        <source>Sector map and throughput</source>
        <translation>Carte des secteurs et débit</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>Signatures</translation>
    </message>
    <message>
        <source>The undersigned confirm that this certificate describes the preparation of the drive they performed or witnessed.</source>
        <translation>Les soussignés confirment que ce certificat décrit la préparation du disque qu&apos;ils ont effectuée ou dont ils ont été témoins.</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>Enquêteur</translation>
    </message>
    <message>
        <source>Witness</source>
        <translation>Témoin</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signature</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>BLKZEROOUT: the drive (or the kernel for it) wrote zeros; a range it refused was written through the page cache (the device refuses O_DIRECT), then flushed</source>
        <translation>BLKZEROOUT : le disque (ou le noyau pour lui) a écrit des zéros ; une plage qu’il a refusée a été écrite via le cache de pages (le périphérique refuse O_DIRECT), puis vidée</translation>
    </message>
    <message>
        <source>written through the page cache (the device refuses O_DIRECT), then flushed to the drive and the drive&apos;s cache flushed</source>
        <translation>écrit via le cache de pages (le périphérique refuse O_DIRECT), puis vidé vers le disque et le cache du disque vidé</translation>
    </message>
</context>
<context>
    <name>Custody::WipeOutputs</name>
    <message>
        <source>a PDF needs the graphical libraries, which this process did not load</source>
        <translation>un PDF a besoin des bibliothèques graphiques, que ce processus n&apos;a pas chargées</translation>
    </message>
</context>
<context>
    <name>Custody::WipePanel</name>
    <message>
        <source>Stop the wipe?</source>
        <translation>Arrêter l&apos;effacement&#xa0;?</translation>
    </message>
    <message>
        <source>Wipe progress</source>
        <translation>Progression de l&apos;effacement</translation>
    </message>
    <message>
        <source>Done:</source>
        <translation>Fait&#xa0;:</translation>
    </message>
    <message>
        <source>Rate (now / average):</source>
        <translation>Débit (actuel / moyen)&#xa0;:</translation>
    </message>
    <message>
        <source>Elapsed / remaining:</source>
        <translation>Écoulé / restant&#xa0;:</translation>
    </message>
    <message>
        <source>Phase:</source>
        <translation>Phase&#xa0;:</translation>
    </message>
    <message>
        <source>Failed sectors:</source>
        <translation>Secteurs en échec&#xa0;:</translation>
    </message>
    <message>
        <source>Writing</source>
        <translation>Écriture</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>Vérifié</translation>
    </message>
    <message>
        <source>Not written</source>
        <translation>Non écrit</translation>
    </message>
    <message>
        <source>Written, not read back</source>
        <translation>Écrit, non relu</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>En échec</translation>
    </message>
    <message>
        <source>&amp;Cancel wipe</source>
        <translation>&amp;Annuler l&apos;effacement</translation>
    </message>
    <message>
        <source>Vie&amp;w certificate</source>
        <translation>&amp;Voir le certificat</translation>
    </message>
    <message>
        <source>Save &amp;PDF…</source>
        <translation>Enregistrer le &amp;PDF…</translation>
    </message>
    <message>
        <source>Save a copy of the certificate&apos;s PDF, byte for byte, elsewhere</source>
        <translation>Enregistrer ailleurs une copie du PDF du certificat, octet pour octet</translation>
    </message>
    <message>
        <source>Pri&amp;nt certificate…</source>
        <translation>&amp;Imprimer le certificat…</translation>
    </message>
    <message>
        <source>Check %1</source>
        <translation>Vérifier %1</translation>
    </message>
    <message>
        <source>Wipe %1</source>
        <translation>Effacer %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>NOT STARTED</source>
        <translation>NON DÉMARRÉ</translation>
    </message>
    <message>
        <source>Preparing: checking the drive and the certificate&apos;s folder, reading SMART…</source>
        <translation>Préparation&#xa0;: vérification du disque et du dossier du certificat, lecture de SMART…</translation>
    </message>
    <message>
        <source>not started: %1</source>
        <translation>non démarré&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1, but a certificate file was not written</source>
        <translation>%1, mais un fichier du certificat n&apos;a pas été écrit</translation>
    </message>
    <message>
        <source>%1, not signed</source>
        <translation>%1, non signé</translation>
    </message>
    <message>
        <source>Flushing the drive&apos;s cache to its medium…</source>
        <translation>Vidage du cache du disque sur son support…</translation>
    </message>
    <message>
        <source>Writing %1 on every sector of %2</source>
        <translation>Écriture de %1 sur chaque secteur de %2</translation>
    </message>
    <message>
        <source>Reading every sector of %1 back and comparing it with %2</source>
        <translation>Relecture de chaque secteur de %1 et comparaison avec %2</translation>
    </message>
    <message>
        <source>Writing the certificate…</source>
        <translation>Écriture du certificat…</translation>
    </message>
    <message>
        <source>Stop the check? The drive will not be called sterile; %1 of %2 sectors were read back.</source>
        <translation>Arrêter la vérification&#xa0;? Le disque ne sera pas déclaré stérile&#xa0;; %1 secteurs sur %2 ont été relus.</translation>
    </message>
    <message>
        <source>Stop the wipe? The drive will not be sterile; %1 of %2 sectors were written.</source>
        <translation>Arrêter l&apos;effacement&#xa0;? Le disque ne sera pas stérile&#xa0;; %1 secteurs sur %2 ont été écrits.</translation>
    </message>
    <message>
        <source>Stopping: the certificate will say how far the wipe got…</source>
        <translation>Arrêt&#xa0;: le certificat dira jusqu&apos;où l&apos;effacement est allé…</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Non démarré</translation>
    </message>
    <message>
        <source>The wipe could not start: %1</source>
        <translation>L&apos;effacement n&apos;a pas pu démarrer&#xa0;: %1</translation>
    </message>
    <message>
        <source>Ended; not every certificate file was written</source>
        <translation>Terminé&#xa0;; certains fichiers du certificat n&apos;ont pas été écrits</translation>
    </message>
    <message>
        <source>Ended; certificate: %1</source>
        <translation>Terminé&#xa0;; certificat&#xa0;: %1</translation>
    </message>
    <message>
        <source>Sectors read back: %1 of %2; failed: %3.</source>
        <translation>Secteurs relus&#xa0;: %1 sur %2&#xa0;; en échec&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Sectors written: %1 of %2; read back: %3; failed: %4.</source>
        <translation>Secteurs écrits&#xa0;: %1 sur %2&#xa0;; relus&#xa0;: %3&#xa0;; en échec&#xa0;: %4.</translation>
    </message>
    <message>
        <source>Sectors %1 to %2: %3</source>
        <translation>Secteurs %1 à %2&#xa0;: %3</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more range(s) of failed sectors: the certificate lists them all.</source>
        <translation>
            <numerusform>… et %n autre plage de secteurs en échec&#xa0;: le certificat les liste toutes.</numerusform>
            <numerusform>… et %n autres plages de secteurs en échec&#xa0;: le certificat les liste toutes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hidden areas:</source>
        <translation>Zones cachées&#xa0;:</translation>
    </message>
    <message>
        <source>Certificate not complete:</source>
        <translation>Certificat incomplet&#xa0;:</translation>
    </message>
    <message>
        <source>A copy of the certificate was saved: %1</source>
        <translation>Une copie du certificat a été enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Wipe certificate</source>
        <translation>Certificat d&apos;effacement</translation>
    </message>
    <message>
        <source>Not signed: the banner above says why</source>
        <translation>Non signé&#xa0;: le bandeau ci-dessus en donne la raison</translation>
    </message>
</context>
<context>
    <name>Custody::WipePattern</name>
    <message>
        <source>--pattern: &apos;%1&apos; is not zero, random or a byte written 0xNN (two hexadecimal digits, such as 0xff)</source>
        <translation>--pattern&#xa0;: «&#xa0;%1&#xa0;» n&apos;est ni zero, ni random, ni un octet écrit 0xNN (deux chiffres hexadécimaux, comme 0xff)</translation>
    </message>
    <message>
        <source>RAND_bytes failed: no random key</source>
        <translation>RAND_bytes a échoué : pas de clé aléatoire</translation>
    </message>
    <message>
        <source>an AES-256-CTR key has 32 bytes and its counter 16</source>
        <translation>une clé AES-256-CTR a 32 octets et son compteur 16</translation>
    </message>
</context>
<context>
    <name>Custody::WipeRunner</name>
    <message>
        <source>it reports the serial number &quot;%1&quot;, but the drive confirmed was &quot;%2&quot;</source>
        <translation>il indique le numéro de série «&#xa0;%1&#xa0;», mais le disque confirmé était «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>it holds %1 bytes, but the drive confirmed held %2</source>
        <translation>il contient %1 octets, mais le disque confirmé en contenait %2</translation>
    </message>
    <message>
        <source>%1: another drive under the same name? Choose it again in the drive list</source>
        <translation>%1&#xa0;: un autre disque sous le même nom&#xa0;? Choisissez-le à nouveau dans la liste des disques</translation>
    </message>
</context>
<context>
    <name>Custody::WriteBlockSession</name>
    <message>
        <source>refused: it holds %1 of this computer, which would stop if it were made read-only; image it without software write-block</source>
        <translation>refusé&#xa0;: il contient %1 de cet ordinateur, qui s’arrêterait s’il passait en lecture seule&#xa0;; imagez-le sans protection logicielle en écriture</translation>
    </message>
</context>
<context>
    <name>Custody::WriteGate</name>
    <message>
        <source>%1, a segment of the source %2</source>
        <translation>%1, un segment de la source %2</translation>
    </message>
    <message>
        <source>the source %1</source>
        <translation>la source %1</translation>
    </message>
    <message>
        <source>it is an SQLite database (a case history or another program&apos;s)</source>
        <translation>c’est une base SQLite (un historique des affaires ou la base d’un autre programme)</translation>
    </message>
    <message>
        <source>it is a segment of an E01 image</source>
        <translation>c’est un segment d’une image E01</translation>
    </message>
    <message>
        <source>it is the map of an acquisition</source>
        <translation>c’est la carte d’une acquisition</translation>
    </message>
    <message>
        <source>it is the record of an acquisition</source>
        <translation>c’est l’enregistrement d’une acquisition</translation>
    </message>
    <message>
        <source>its name says it is an image (%1)</source>
        <translation>son nom indique que c’est une image (%1)</translation>
    </message>
    <message>
        <source>it belongs to the SQLite database %1</source>
        <translation>il appartient à la base SQLite %1</translation>
    </message>
    <message>
        <source>nothing proves it is a file this operation wrote</source>
        <translation>rien ne prouve que ce fichier a été écrit par cette opération</translation>
    </message>
    <message>
        <source>it was replaced by another file while it was being checked</source>
        <translation>il a été remplacé par un autre fichier pendant sa vérification</translation>
    </message>
    <message>
        <source>it exists, and nothing proves it is a report this operation may replace; give a new file name, or move the file away</source>
        <translation>il existe, et rien ne prouve que ce soit un rapport que cette opération peut remplacer ; indiquez un nouveau nom de fichier, ou déplacez le fichier ailleurs</translation>
    </message>
    <message>
        <source>it is not a CMS signature (DER or PEM), so it is not removed with the signature of the file written anew</source>
        <translation>ce n&apos;est pas une signature CMS (DER ou PEM) : elle n&apos;est donc pas supprimée avec la signature du fichier réécrit</translation>
    </message>
    <message>
        <source>it is an image file of the acquisition %1</source>
        <translation>c’est un fichier image de l’acquisition %1</translation>
    </message>
    <message>
        <source>it is the map of the acquisition %1</source>
        <translation>c’est la carte de l’acquisition %1</translation>
    </message>
    <message>
        <source>it is the record of the acquisition %1</source>
        <translation>c’est l’enregistrement de l’acquisition %1</translation>
    </message>
    <message>
        <source>it is the log of the acquisition %1</source>
        <translation>c’est le journal de l’acquisition %1</translation>
    </message>
    <message>
        <source>it is a checksum file of the acquisition %1</source>
        <translation>c’est un fichier de sommes de contrôle de l’acquisition %1</translation>
    </message>
    <message>
        <source>it holds the window digests of the acquisition %1</source>
        <translation>il contient les empreintes par fenêtre de l’acquisition %1</translation>
    </message>
    <message>
        <source>it is a signature of a file of the acquisition %1</source>
        <translation>c’est la signature d’un fichier de l’acquisition %1</translation>
    </message>
    <message>
        <source>it is the lock of the acquisition %1</source>
        <translation>c’est le fichier de verrou de l’acquisition %1</translation>
    </message>
    <message>
        <source>it is the report of the acquisition %1</source>
        <translation>c’est le rapport de l’acquisition %1</translation>
    </message>
    <message>
        <source>the name belongs to an image file of the acquisition %1</source>
        <translation>le nom est celui d’un fichier image de l’acquisition %1</translation>
    </message>
    <message>
        <source>the name belongs to the map of the acquisition %1</source>
        <translation>le nom est celui de la carte de l’acquisition %1</translation>
    </message>
    <message>
        <source>the name belongs to the record of the acquisition %1</source>
        <translation>le nom est celui de l’enregistrement de l’acquisition %1</translation>
    </message>
    <message>
        <source>the name belongs to the log of the acquisition %1</source>
        <translation>le nom est celui du journal de l’acquisition %1</translation>
    </message>
    <message>
        <source>the name belongs to a checksum file of the acquisition %1</source>
        <translation>le nom est celui d’un fichier de sommes de contrôle de l’acquisition %1</translation>
    </message>
    <message>
        <source>the name belongs to the window digests of the acquisition %1</source>
        <translation>le nom est celui des empreintes par fenêtre de l’acquisition %1</translation>
    </message>
    <message>
        <source>the name belongs to a signature of a file of the acquisition %1</source>
        <translation>le nom est celui de la signature d’un fichier de l’acquisition %1</translation>
    </message>
    <message>
        <source>the name belongs to the lock of the acquisition %1</source>
        <translation>le nom est celui du fichier de verrou de l’acquisition %1</translation>
    </message>
    <message>
        <source>the name belongs to the report of the acquisition %1</source>
        <translation>le nom est celui du rapport de l’acquisition %1</translation>
    </message>
    <message>
        <source>it does not exist (%1)</source>
        <translation>il n’existe pas (%1)</translation>
    </message>
    <message>
        <source>it is not a block device; name a whole drive such as /dev/sdb</source>
        <translation>ce n’est pas un périphérique bloc ; indiquez un disque entier, par exemple /dev/sdb</translation>
    </message>
    <message>
        <source>the kernel does not list it in sysfs, so what is on it and what uses it cannot be checked</source>
        <translation>le noyau ne le liste pas dans sysfs : ce qu’il contient et ce qui l’utilise ne peuvent être vérifiés</translation>
    </message>
    <message>
        <source>it is a partition of /dev/%1; name the whole drive</source>
        <translation>c’est une partition de /dev/%1 ; indiquez le disque entier</translation>
    </message>
    <message>
        <source>it has no medium (its size is 0)</source>
        <translation>il ne contient aucun support (sa taille est 0)</translation>
    </message>
    <message>
        <source>this workstation uses it: %1</source>
        <translation>ce poste de travail l’utilise : %1</translation>
    </message>
    <message>
        <source>%1 is mounted on %2; unmount it first</source>
        <translation>%1 est monté sur %2 ; démontez-le d’abord</translation>
    </message>
    <message>
        <source>/dev/%1 (device-mapper, md or a similar device) is stacked on it; stop that device first</source>
        <translation>/dev/%1 (device-mapper, md ou un périphérique semblable) repose dessus ; arrêtez d’abord ce périphérique</translation>
    </message>
    <message>
        <source>it is read-only (write-blocked); Custody never lifts a write-block to write, lift it yourself if this is the right drive</source>
        <translation>il est en lecture seule (bloqué en écriture) ; Custody ne lève jamais un blocage d’écriture pour écrire : levez-le vous-même s’il s’agit du bon disque</translation>
    </message>
    <message>
        <source>it is not the folder this operation created there as it was created: something was put in it or mounted on it, or it was replaced</source>
        <translation>ce n&apos;est pas le dossier que cette opération y a créé, tel qu&apos;elle l&apos;a créé : quelque chose y a été placé ou monté, ou il a été remplacé</translation>
    </message>
    <message>
        <source>a private folder is made only in a folder given by its absolute path</source>
        <translation>un dossier privé n&apos;est créé que dans un dossier désigné par son chemin absolu</translation>
    </message>
    <message>
        <source>writing in it writes to the source or to what the source stands on</source>
        <translation>y écrire écrit sur la source ou sur ce sur quoi repose la source</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Custody</source>
        <translation>Custody</translation>
    </message>
</context>
</TS>
