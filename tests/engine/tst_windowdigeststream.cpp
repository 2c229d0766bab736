// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The resume windows of several outputs hashed once (WindowDigestStream): a window's digest is
// given to an output only for exactly the blocks the stream hashed it from.

#include "engine/digest.h"
#include "engine/windowdigeststream.h"

#include <QRandomGenerator>
#include <QTest>

#include <cstring>

using namespace Custody;

namespace {

constexpr qint64 Window = 64 * 1024;
constexpr qint64 BlockBytes = 16 * 1024;

// Bytes that differ at every offset, so that a digest of the wrong bytes shows.
QByteArray imageBytes(qint64 size)
{
    QByteArray bytes(size, Qt::Uninitialized);
    QRandomGenerator generator(42);
    generator.fillRange(reinterpret_cast<quint32 *>(bytes.data()), size / 4);
    return bytes;
}

QString sha256(const QByteArray &bytes, qint64 offset, qint64 length)
{
    return Digest::hexOf(HashAlgorithm::Sha256,
                         std::as_bytes(std::span(bytes.constData() + offset, size_t(length))));
}

// A block of the pool holding [offset, offset + length) of `image`.
BlockRef filled(BufferPool &pool, const QByteArray &image, qint64 offset, qint64 length)
{
    BlockRef block = pool.acquire();
    std::memcpy(block->data, image.constData() + offset, size_t(length));
    block->extent = {offset, length};
    return block;
}

} // namespace

class TestWindowDigestStream : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void outputsOfTheSameBlocksGetTheDigests();
    void otherBlocksGetNothing();
    void aGapLeavesTheWindowUnhashed();
    void theWrittenPartOfAWindow();
};

// Blocks handed to two outputs: each, having written a window from them (cut into pieces of its
// own), gets the SHA-256 of the window's bytes; the last, short window too.
void TestWindowDigestStream::outputsOfTheSameBlocksGetTheDigests()
{
    const qint64 size = 3 * Window + 3 * BlockBytes; // the last window is short
    const QByteArray image = imageBytes(size);
    BufferPool pool(BlockBytes, 8);
    WindowDigestStream stream(Window, size, 4);
    QMap<qint64, WindowPieces> whole;    // as one writer saw them
    QMap<qint64, WindowPieces> inHalves; // another writes each block in two parts
    for (qint64 offset = 0; offset < size; offset += BlockBytes) {
        const BlockRef block = filled(pool, image, offset, BlockBytes);
        stream.push(block);
        const qint64 index = offset / Window;
        whole[index].add(block->serial, offset, BlockBytes);
        inHalves[index].add(block->serial, offset, BlockBytes / 2);
        inHalves[index].add(block->serial, offset + BlockBytes / 2, BlockBytes / 2);
    }
    for (qint64 index = 0; index < 4; ++index) {
        const qint64 length = std::min(Window, size - index * Window);
        const QString expected = sha256(image, index * Window, length);
        QCOMPARE(stream.wholeWindow(index, whole[index]), expected);
        QCOMPARE(stream.wholeWindow(index, inHalves[index]), expected);
    }
    stream.close();
}

// An output that wrote a window from other blocks (a retry's, the same bytes read again) or
// from fewer of them gets no digest: it reads the window back.
void TestWindowDigestStream::otherBlocksGetNothing()
{
    const qint64 size = 2 * Window;
    const QByteArray image = imageBytes(size);
    BufferPool pool(BlockBytes, 8);
    WindowDigestStream stream(Window, size, 4);
    WindowPieces seen;
    WindowPieces other;
    WindowPieces fewer;
    for (qint64 offset = 0; offset < Window; offset += BlockBytes) {
        const BlockRef block = filled(pool, image, offset, BlockBytes);
        stream.push(block);
        seen.add(block->serial, offset, BlockBytes);
        other.add(block->serial + (offset == BlockBytes ? 1000 : 0), offset, BlockBytes);
        if (offset > 0)
            fewer.add(block->serial, offset, BlockBytes);
    }
    QCOMPARE(stream.wholeWindow(0, seen), sha256(image, 0, Window));
    QVERIFY(stream.wholeWindow(0, other).isEmpty());
    QVERIFY(stream.wholeWindow(0, fewer).isEmpty());
    QVERIFY(stream.wholeWindow(1, seen).isEmpty()); // never streamed
}

// A window whose blocks came with a gap (a skipped area) is not streamed whole, whatever an
// output claims; the next window, begun at its first byte, is.
void TestWindowDigestStream::aGapLeavesTheWindowUnhashed()
{
    const qint64 size = 2 * Window;
    const QByteArray image = imageBytes(size);
    BufferPool pool(BlockBytes, 8);
    WindowDigestStream stream(Window, size, 4);
    WindowPieces first;
    WindowPieces second;
    for (qint64 offset = 0; offset < size; offset += BlockBytes) {
        if (offset == 2 * BlockBytes)
            continue; // skipped by the reader
        const BlockRef block = filled(pool, image, offset, BlockBytes);
        stream.push(block);
        (offset < Window ? first : second).add(block->serial, offset, BlockBytes);
    }
    QVERIFY(stream.wholeWindow(0, first).isEmpty());
    QCOMPARE(stream.wholeWindow(1, second), sha256(image, Window, Window));
}

// Where an output stops inside a window, its written part is answered at a block's end, for
// the last few windows only; elsewhere it is nothing (the output reads it back).
void TestWindowDigestStream::theWrittenPartOfAWindow()
{
    const qint64 windows = 8;
    const qint64 size = windows * Window;
    const QByteArray image = imageBytes(size);
    BufferPool pool(BlockBytes, 8);
    WindowDigestStream stream(Window, size, 4);
    QList<WindowPieces> firstBlockOf(windows);
    QList<WindowPieces> twoBlocksOf(windows);
    for (qint64 offset = 0; offset < size; offset += BlockBytes) {
        const BlockRef block = filled(pool, image, offset, BlockBytes);
        stream.push(block);
        const qint64 index = offset / Window;
        const qint64 within = offset % Window;
        if (within == 0)
            firstBlockOf[index].add(block->serial, offset, BlockBytes);
        if (within < 2 * BlockBytes)
            twoBlocksOf[index].add(block->serial, offset, BlockBytes);
    }
    const qint64 last = windows - 1;
    QCOMPARE(stream.windowPrefix(last, twoBlocksOf[last]),
             sha256(image, last * Window, 2 * BlockBytes));
    QCOMPARE(stream.windowPrefix(last, firstBlockOf[last]),
             sha256(image, last * Window, BlockBytes));
    QVERIFY(stream.windowPrefix(0, firstBlockOf[0]).isEmpty()); // long gone
    WindowPieces halfBlock;
    halfBlock.add(1, last * Window, BlockBytes / 2);
    QVERIFY(stream.windowPrefix(last, halfBlock).isEmpty());
}

QTEST_GUILESS_MAIN(TestWindowDigestStream)
#include "tst_windowdigeststream.moc"
