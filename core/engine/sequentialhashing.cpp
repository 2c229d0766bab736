// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/sequentialhashing.h"

#include "engine/bufferpool.h"
#include "engine/namedthread.h"
#include "engine/progress.h"

#include <vector>

namespace Custody {

Result<QList<HashResult>> hashSequentially(const SequentialHashing &plan,
                                           const std::atomic<bool> &cancelRequested,
                                           std::atomic<qint64> &bytesRead,
                                           const std::function<Result<void>(Block &)> &readBlock)
{
    constexpr int bufferCount = 16;
    BufferPool pool(plan.blockBytes, bufferCount);
    ImagingProgress progress; // the workers count into it; bytesRead is the reader's count
    std::vector<std::unique_ptr<HashWorker>> hashers;
    std::vector<std::jthread> threads;
    ContentCensus *census = plan.census;
    const QList<HashAlgorithm> algorithms = toList(plan.algorithms);
    const bool censusRides = census && ContentCensus::ridesOnHashers(int(algorithms.size()));
    for (HashAlgorithm algorithm : algorithms) {
        hashers.push_back(std::make_unique<HashWorker>(algorithm, plan.windowBytes, QList<qint64>(),
                                                       bufferCount, progress));
        HashWorker *hasher = hashers.back().get();
        if (censusRides)
            hasher->setWhileWaiting([census] { census->examineWaiting(); });
        threads.push_back(
            startNamedThread(plan.threadPrefix + QLatin1Char('-') + hashName(algorithm),
                             [hasher] { hasher->run(); }));
    }
    if (census && !censusRides)
        threads.push_back(startNamedThread(plan.threadPrefix + QStringLiteral("-content"),
                                           [census] { census->run(); }));
    std::optional<Error> error;
    for (qint64 offset = 0; offset < plan.sizeBytes; offset += plan.blockBytes) {
        if (cancelRequested.load()) {
            error = Error::fromErrno(Error::Code::Cancelled, 0, plan.path);
            break;
        }
        BlockRef block = pool.acquire();
        block->extent = {offset, std::min(plan.blockBytes, plan.sizeBytes - offset)};
        if (const Result<void> read = readBlock(*block); !read) {
            error = read.error();
            break;
        }
        for (const std::unique_ptr<HashWorker> &hasher : hashers)
            hasher->queue().push(block);
        if (plan.census)
            plan.census->queue().push(block);
        bytesRead.fetch_add(block->extent.length, std::memory_order_relaxed);
    }
    for (const std::unique_ptr<HashWorker> &hasher : hashers)
        hasher->queue().close();
    if (plan.census)
        plan.census->queue().close();
    for (std::jthread &thread : threads)
        thread.join();
    if (censusRides)
        census->run(); // what the hashers left
    if (error)
        return *error;
    QList<HashResult> results;
    for (const std::unique_ptr<HashWorker> &hasher : hashers)
        results.append(hasher->result());
    return results;
}

} // namespace Custody
