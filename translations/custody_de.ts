<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Custody::Acquisition</name>
    <message>
        <source>the destination folder does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an earlier acquisition into this name was interrupted or has finished: resume it, or choose to start over</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionDialog</name>
    <message>
        <source>Acquire %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1 — %2 (%3 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mounted on %1: the file systems may change while they are imaged. Unmount them first if you can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Case &amp;number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Evidence number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xaminer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image is written as NAME.dd (or NAME.001, NAME.002, … when split), with NAME.map, NAME.txt, NAME.json and checksum files beside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw image, one file (.dd)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split raw image (.001, .002, …)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;gment size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquisition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hashes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Block size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forensic: resolve bad blocks on the spot, hash in one pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rescue: good areas first, then trim, scrape, retry (failing drives)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Error policy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Verify: read the image back and compare its hashes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soft&amp;ware write-block: set the kernel read-only flag on the drive and its partitions while imaging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Retries:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The byte written in place of unreadable sectors, as 0xHH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fill unreadable sectors with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Direct I/O: read around the page cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggested by SMART: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMART suggests the rescue preset for this drive: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destination folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a destination folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may not write into %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the image a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image name must not contain &apos;/&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder is on the source drive (%1): the image must go to another drive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image would overwrite the source file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only %1 free at the destination, the source holds %2: the acquisition will stop when the disk is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one hash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the fill byte as 0x followed by two hex digits, e.g. 0x00.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use 0x followed by two hex digits, e.g. 0x00.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These files exist already:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume that acquisition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Overwrite them</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionPanel</name>
    <message>
        <source>copying (pass %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trimming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scraping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retrying (pass %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>filling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>approximate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the acquisition?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop imaging %1? The image and its map are kept: you can resume later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquisition progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rate (now / average):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elapsed / remaining:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad sectors:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel acquisition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open output &amp;folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imaging %1 into %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verifying: reading the image back…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 (%3 of %4 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping: flushing the image and saving the map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The acquisition could not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verified: the image read back has the same hashes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VERIFICATION FAILED: the image read back does not have the hashes computed during the acquisition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 unreadable sector(s), %2 bytes filled with 0x%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image and the map are kept: Resume continues where it stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Custody::DeviceDetailsPane</name>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a drive to see its identity, partitions and SMART data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stable name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Media</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel read-only flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listed by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mounted: the file systems below may change while the drive is imaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMART</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overall health self-assessment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Powered on</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reallocated sectors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sectors waiting to be reallocated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sectors found unreadable offline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Media and data integrity errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Life used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % (threshold %2 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grown defects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latest self-test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>smartctl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value / worst / threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assessment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAILING NOW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed in the past</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Custody::DeviceMonitor</name>
    <message>
        <source>You may not read %1: imaging a drive needs root or membership of its group (usually &quot;disk&quot;). Start Custody with sudo, or ask an administrator to add your account to that group, then log in again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>smartctl could not open the drive (permission, or a USB bridge it does not recognise).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The drive reports no SMART data.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Custody::DeviceTableModel</name>
    <message>
        <source>loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sector (log./phys.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMART</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A file system on this drive is mounted: it may change while it is imaged. Unmount it first if you can; the acquisition records the mounts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Custody::Error</name>
    <message>
        <source>%1 at byte offset %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid setting: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the source %1 for reading. Check that it exists and that you have read permission (root or the &apos;disk&apos; group for drives).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source %1 is neither a block device nor a regular file. Choose a drive, a partition or an image file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source device vanished while reading %1. Reconnect it and resume; the image and map written so far are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source ended early: no data at %1, although its size was reported larger. The image and map written so far are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the source failed at %1 in a way that is not a bad sector. The image and map written so far are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The output %1 already exists. Choose another name, or allow overwriting (--force).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The output %1 is on the source device itself. Writing there would alter the evidence; choose a destination on another drive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the output file %1. Check that the folder exists and is writable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the image failed at %1. The data written so far is kept; check the destination drive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The destination is full: cannot write %1. Free space or choose another destination; the image and map written so far are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flushing the image %1 to disk failed. The destination drive may be failing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the image at %1 failed, so its hashes cannot be computed. Check that the image files are complete and readable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map file %1 is not a valid ddrescue mapfile: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the map file %1. Check that its folder is writable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hash computation failed (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The acquisition was cancelled. The image and map written so far are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot list the drives of this computer (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed to set the kernel read-only flag (software write-block) on %1: it needs root (CAP_SYS_ADMIN). Run as root, or image without software write-block behind a hardware write blocker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot change or verify the kernel read-only flag (software write-block) on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program %1 is not installed. Install it (Debian package: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program %1 could not be run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program %1 did not finish in time and was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The output of %1 could not be read: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Custody::HashVerdict</name>
    <message>
        <source>MATCH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INCOMPLETE: NOT A MATCH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NOT VERIFIED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every hash (%1) of the image re-read and of the source re-read equals the acquisition hash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every hash (%1) of the image re-read equals the acquisition hash. The source was not re-read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 differs from the acquisition hash. The image, or the source, is not what was acquired.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hash differs, but %1 was not compared, so the verification does not establish a match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No verification is recorded: the image has not been re-read and compared with the acquisition hashes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The acquisition has no hash to compare the verification with.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Custody::HashlogText</name>
    <message>
        <source>the size &apos;%1&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a checksum line: expected &apos;&lt;hex&gt;  &lt;file name&gt;&apos; or &apos;ALGORITHM (&lt;file name&gt;) = &lt;hex&gt;&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a digest of %1 hex digits, which is the length of no algorithm Custody knows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no checksum lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a window without a valid offset and length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a JSON file, but not a Custody acquisition record (no &quot;format&quot;: &quot;custody-acquisition-record&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hash without an algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the record has no hashes (the acquisition&apos;s status is &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the device size is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a piecewise hash before any total hash names its algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sector range is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected line in dc3dd&apos;s input results: expected &apos;&lt;hex&gt; (&lt;algorithm&gt;)&apos; or &apos;&lt;hex&gt;, sectors A - B&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a dc3dd log without hashes (was it run with hash=?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sector size is 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sector range is too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a window digest of %1 hex digits, which is the length of none of the log&apos;s algorithms (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is a dcfldd verify log: it holds match results, not hashes. Verify against the hashlog of the acquisition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a dcfldd hashlog line: expected &apos;&lt;start&gt; - &lt;end&gt;: &lt;hex&gt;&apos; or &apos;Total (&lt;algorithm&gt;): &lt;hex&gt;&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the window %1 - %2 is not a byte range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a dcfldd log without hashes (was it run with hash=?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no digest in the output of the libewf tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the FTK Imager summary has no computed hashes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the .info file records no hash of the image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a hashlog format Custody reads (coreutils or BSD checksum lists, dc3dd, dcfldd, Guymager, ewfacquire/ewfverify/ewfinfo, FTK Imager, Custody&apos;s JSON record)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file has %1 bytes, more than any hashlog (the limit is %2 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file starts with a UTF-16 byte-order mark but is not valid UTF-16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every other byte is NUL: this is UTF-16 text without a byte-order mark, or a binary file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a NUL byte: this is a binary file, or UTF-16 text without a byte-order mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the line is longer than %1 bytes: not a hashlog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 digest has %2 hex digits; %1 has %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 digest has %2 hex digits, which is not the length of a digest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 digest is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 digest &apos;%2&apos; is not hexadecimal%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> nor base64 of the right length</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Custody::MainWindow</name>
    <message>
        <source>Custody — forensic disk imager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drives cannot be listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drives listed by the %1 backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Acquire…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image the selected drive (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;image or file as source…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image an existing image file, a loop device or any other file (Ctrl+O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read SMART again for every drive (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;bout Custody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No access to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image or file to acquire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquisition running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the acquisition before closing its tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Custody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Custody %1&lt;/h3&gt;&lt;p&gt;A forensic disk imager.&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;Custody is open-source software. It uses Qt, under the GNU Lesser General Public License version 3, and OpenSSL, under the Apache License 2.0.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquisitions running</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n acquisition(s) still running. Stop them and quit? Their images and maps are kept and can be resumed.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Custody::ReportDocumentBuilder</name>
    <message>
        <source>Acquisition report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custody acquisition report · case %1 · evidence %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>created %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Examiner&apos;s initials:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none given)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created (local time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record SHA-256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquired with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every area of the source was tried and the image is complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquisition completed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The acquisition was stopped before the end. The image is incomplete and has no hash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquisition FAILED.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquisition STOPPED.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record holds no map: nothing of the source is known to have been read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All %1 bytes of the source were read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No unreadable sector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes (%2 bad sectors) could NOT be read and are filled with %3 in the image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes were NEVER read: the acquisition stopped before it reached them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 bytes read (%3). </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not all of the source was read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Case number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Software write-block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not requested: the kernel read-only flag was not set (the source was opened read-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requested, but the kernel read-only flag could NOT be set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kernel read-only flag set, but NOT verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kernel read-only flag set and verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device or file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes = %2 sectors of %3 bytes (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sector size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes logical, %2 bytes physical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMART at start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMART at end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mounted partitions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WARNING: mounted during the acquisition: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passes run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill of bad sectors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>direct I/O (O_DIRECT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>through the page cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-reads of failed blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none were needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes at a time, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>through the page cache (direct I/O unavailable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hash algorithms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hash windows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>segments of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>single file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not given: the run was resumed, and the time of the earlier runs is not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 bytes read or found unreadable in %3 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes: continued from an earlier run&apos;s map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Byte offset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The undersigned confirm that this report describes the acquisition they performed or witnessed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Witness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hash of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Digest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acquisition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>image re-read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source re-read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not re-read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verified at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source re-read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquisition hashes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of the image file, fill included: %1 bytes hashed as they were read, %2 bytes read back from the image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: no hash algorithm was chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: the image is incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From byte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To byte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hash windows: %1 digests of consecutive windows, listed in Appendix %2, locate a later mismatch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appendix %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hash windows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From byte (included) to byte (excluded), as dcfldd&apos;s hash windows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hashes and verification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First sector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last sector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first %1 of %2 ranges are shown; Appendix %3 lists all %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ranges, in sectors of %2 bytes (byte offset = sector × %2); first and last sector included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never tried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not trimmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not scraped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad sector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes (%2 of the source)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unreadable, filled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes in %2 bad sectors, filled with %3 in the image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad-sector ranges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never tried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NOT read, the acquisition stopped first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not trimmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NOT read, in failed blocks not yet read sector by sector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not scraped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad-sector ranges (sectors of %1 bytes):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad-sector ranges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Areas NOT read (sectors of %1 bytes):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>areas not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record does not say where the %1 bytes that were not read lie; the map below cannot show them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sector map: the source from its first sector (top left) to its last, row by row; each cell shows the worst state of the sectors in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput: rate of progress (read or found unreadable) between consecutive samples.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resumed run: the first interval is left out, as the counter starts with the earlier runs&apos; bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Digest in the checksum file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No checksum files: the image has no hash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output files</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Custody::ReportFormat</name>
    <message>
        <source>not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes, %2 sectors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2%3 min %4 s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Custody::ReportPdfWriter</name>
    <message>
        <source>Each cell is %1 sectors (%2 bytes); %3 cells a row.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Custody::ReportTextWriter</name>
    <message>
        <source>Each character is %1 sectors (%2 bytes); a row is %3 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput: no samples recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 samples over %2 s; the graph is in the PDF report.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Custody::SectorMapView</name>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Non-tried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Non-trimmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Non-scraped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad sector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sector map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes %1 to %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sectors %1 to %2 (%3 bytes each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 bytes (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No map yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cells of %2 each, coloured by the worst state inside. %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Custody::SmartReport</name>
    <message>
        <source>The drive&apos;s SMART self-assessment says it is failing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute %1 %2 is at or below its threshold now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute %1 %2 was at or below its threshold in the past.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVMe critical warning: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reallocated sectors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sectors pending reallocation (unreadable now).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 offline uncorrectable sectors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The latest self-test failed at LBA %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 NVMe media and data integrity errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NVMe endurance estimate is used up (%1%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 defects in the grown defect list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 uncorrected read, write or verify errors.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Custody::SmartStatus</name>
    <message>
        <source>Checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unavailable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>smartctl is reading the drive&apos;s SMART data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMART reports no problem.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Custody::ThroughputChart</name>
    <message>
        <source>h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No throughput samples recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rate (MB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time since the start (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Custody::ThroughputChartView</name>
    <message>
        <source>h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rate (MB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No throughput samples yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current rate %1, average %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time since the start (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Custody::VerificationPlan</name>
    <message>
        <source>%1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it holds hashes of %1 different files or runs (%2), and none is named like the image %3 or one of its segments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 names &apos;%2&apos;, not the image %3: its hashes are taken as the image&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>algorithm %1 is not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 also lists %n other file(s), not checked</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>the log&apos;s hash windows are checked instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pieces are not windows of one size from the start of the image, which one read can check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>windows of %1 bytes; this read checks windows of %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Custody::VerificationReport</name>
    <message>
        <source>%1, line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes %1-%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The verification was cancelled before the end of the image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hashlog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2 bytes, as logged (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MISMATCH  %1%2 bytes, the log records %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MISMATCH  %1: logged %2, image %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not checked: %1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>match     %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MISMATCH  logged %1, image %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not checked: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s) (windows or segments): </source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 match, %2 mismatch, %3 not checked
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n image or file digest(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> and %n window or segment digest(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> %n logged digest(s) could not be checked (see above).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Verdict: MATCH. %1 checked: all agree with the image.%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict: MISMATCH. The image differs from what the hashlog records (%1 checked; %2 differ%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, and the size</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Verdict: NOT VERIFIED. None of the %n digest(s) the hashlog records could be checked (see above); nothing is proven.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Verdict: INCOMPLETE. The %1 checked agree with the image, but no digest covers %2 (the first such range): the image as a whole is not verified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict: FAILED. The image was not read to the end; nothing is proven.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the image ends before this piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an EWF (E01) image, which Custody does not read yet; export its data with `ewfexport -f raw -t NAME %1` and verify NAME.raw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the image was not read to the end</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Custody</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
